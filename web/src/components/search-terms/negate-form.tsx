import { Button, HStack, Stack } from "@chakra-ui/react";
import type { NegateTerms } from "@contracts/search-terms/term-actions.schemas";
import { useState } from "react";
import { FormAlert } from "../ui/form-alert";
import { Choice } from "./choice";
import { TermResults } from "./term-results";
import { type CampaignTerms, useNegateTerms } from "./use-term-actions";

const MATCH_TYPES = [
  { value: "NEGATIVE_EXACT", label: "Exact" },
  { value: "NEGATIVE_PHRASE", label: "Phrase" },
] as const satisfies { value: NegateTerms["matchType"]; label: string }[];
const SCOPES = [
  { value: "CAMPAIGN", label: "This campaign" },
  { value: "SKU", label: "All the SKU's campaigns" },
] as const satisfies { value: NegateTerms["scope"]; label: string }[];

/** Negate: exact or phrase, in the term's campaign or every campaign of its SKU; then what each term became. */
export function NegateForm({ groups }: { groups: CampaignTerms[] }) {
  const count = groups.reduce((sum, group) => sum + group.terms.length, 0);
  const [matchType, setMatchType] = useState<NegateTerms["matchType"]>("NEGATIVE_EXACT");
  const [scope, setScope] = useState<NegateTerms["scope"]>("CAMPAIGN");
  const negate = useNegateTerms();
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
          onClick={() => negate.mutate({ groups, body: { matchType, scope } })}
        >
          Negate {count === 1 ? "term" : `${count} terms`}
        </Button>
      </HStack>
    </Stack>
  );
}
