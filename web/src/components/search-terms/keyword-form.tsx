import { Button, Field, HStack, Input, Skeleton, Stack } from "@chakra-ui/react";
import type { HarvestTerms } from "@contracts/search-terms/term-actions.schemas";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatMoney } from "../../lib/format";
import { FieldErrorText } from "../ui/field-error-text";
import { FormAlert } from "../ui/form-alert";
import { bidProblem } from "./bid-problem";
import { Choice } from "./choice";
import { TermResults } from "./term-results";
import { type CampaignTerms, keywordBidsQuery, useHarvestTerms } from "./use-term-actions";

type MatchType = HarvestTerms["matchType"];
const MATCH_TYPES: { value: MatchType; label: string }[] = [
  { value: "EXACT", label: "Exact" },
  { value: "PHRASE", label: "Phrase" },
  { value: "BROAD", label: "Broad" },
];

type Props = { group: CampaignTerms; currency: string };

/** Add as keyword: match type and a bid (prefilled from the SKU's settings), then what each term became. */
export function KeywordForm({ group, currency }: Props) {
  const { terms } = group;
  const limits = useQuery(keywordBidsQuery(group.campaign));
  const harvest = useHarvestTerms();
  const [matchType, setMatchType] = useState<MatchType>("EXACT");
  const [bid, setBid] = useState<string | null>(null);
  if (harvest.data) return <TermResults results={harvest.data.results} />;
  if (limits.isPending) return <Skeleton height="32" />;
  if (limits.isError) return <FormAlert message={limits.error.message} />;
  const bidText = bid ?? String(limits.data.bids[matchType]);
  const problem = bidProblem(bidText, limits.data, currency);
  return (
    <Stack gap="4">
      <Choice
        label="Match type"
        value={matchType}
        items={MATCH_TYPES}
        // Until the seller types a bid, it follows the match type's prefilled one.
        onChange={setMatchType}
      />
      <Field.Root invalid={problem !== null}>
        <Field.Label>Bid</Field.Label>
        <Input
          inputMode="decimal"
          value={bidText}
          onChange={(event) => setBid(event.target.value)}
          maxW="40"
        />
        <Field.HelperText>
          Between {formatMoney(limits.data.bidMin, currency)} and {formatMoney(limits.data.bidMax, currency)},
          the SKU's Min and Max Bid.
        </Field.HelperText>
        <FieldErrorText>{problem ?? undefined}</FieldErrorText>
      </Field.Root>
      {harvest.error && <FormAlert message={harvest.error.message} />}
      <HStack justify="flex-end">
        <Button
          colorPalette="blue"
          size="sm"
          disabled={problem !== null}
          loading={harvest.isPending}
          onClick={() => harvest.mutate({ groups: [group], body: { matchType, bid: Number(bidText) } })}
        >
          Add {terms.length === 1 ? "keyword" : `${terms.length} keywords`}
        </Button>
      </HStack>
    </Stack>
  );
}
