import { Button, HStack, Stack } from "@chakra-ui/react";
import type { NegateTerms } from "@contracts/search-terms/term-actions.schemas";
import { useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert";
import type { CampaignKey } from "../api/campaign-queries";
import { useNegateTerms } from "../api/use-search-term-actions";
import { Choice } from "./choice";
import { TermResults } from "./term-results";

const MATCH_TYPES = [
  { value: "NEGATIVE_EXACT", label: "Exact" },
  { value: "NEGATIVE_PHRASE", label: "Phrase" },
] as const satisfies { value: NegateTerms["matchType"]; label: string }[];
const SCOPES = [
  { value: "CAMPAIGN", label: "This campaign" },
  { value: "SKU", label: "All the SKU's campaigns" },
] as const satisfies { value: NegateTerms["scope"]; label: string }[];

/** Negate: exact or phrase, here or in every campaign of the SKU; then what each term became. */
export function NegateForm({ campaign, terms }: { campaign: CampaignKey; terms: string[] }) {
  const [matchType, setMatchType] = useState<NegateTerms["matchType"]>("NEGATIVE_EXACT");
  const [scope, setScope] = useState<NegateTerms["scope"]>("CAMPAIGN");
  const negate = useNegateTerms(campaign);
  if (negate.data) return <TermResults results={negate.data.results} />;
  return (
    <Stack gap="4">
      <Choice label="Match type" value={matchType} items={[...MATCH_TYPES]} onChange={setMatchType} />
      <Choice label="Where" value={scope} items={[...SCOPES]} onChange={setScope} />
      {negate.error && <FormAlert message={negate.error.message} />}
      <HStack justify="flex-end">
        <Button
          colorPalette="red"
          size="sm"
          loading={negate.isPending}
          onClick={() => negate.mutate({ searchTerms: terms, matchType, scope })}
        >
          Negate {terms.length === 1 ? "term" : `${terms.length} terms`}
        </Button>
      </HStack>
    </Stack>
  );
}
