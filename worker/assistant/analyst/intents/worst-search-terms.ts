import { isAsinTerm } from "../../../automation/rules/search-term-figures";
import type { AssistantReply } from "../../assistant";
import type { AnswerContext } from "../answer-context";
import type { NamedRange } from "../date-phrases";
import { figureTable, TABLE_ROWS } from "../figure-table";
import { literal, money, rangeText } from "../format";
import { byAcosDesc, type SearchTermsData, searchTermsData } from "../search-term-rows";
import { negativeKeywordsWidget, WIDGET } from "../widgets";

/** Fewer clicks than this say too little about a term to call it bad. */
export const WORST_MIN_CLICKS = 5;

export const worstSearchTermsData = (context: AnswerContext, range: NamedRange): Promise<SearchTermsData> =>
  searchTermsData(
    context,
    range,
    { minClicks: WORST_MIN_CLICKS, sortBy: "acos", order: "desc", limit: TABLE_ROWS },
    byAcosDesc,
  );

/** Worst search terms: the highest ACOS (no sales first) among terms with some clicks; negate the worst. */
export function composeWorstSearchTerms({ range, terms }: SearchTermsData): AssistantReply {
  if (terms.length === 0)
    return {
      text: `No search term had ${WORST_MIN_CLICKS} clicks or more in ${rangeText(range)}: too little to judge yet.`,
    };
  const lines = [
    `**Your worst search terms in ${rangeText(range)}**: the highest ACOS among terms with at least ${WORST_MIN_CLICKS} clicks (no sales first).`,
    "",
    figureTable(terms, { nameHeader: "Search term", withCampaign: true }),
  ];
  const negatable = terms.find((term) => term.managed && term.orders === 0 && !isAsinTerm(term.name));
  if (!negatable?.campaignId) return { text: lines.join("\n") };
  lines.push(
    "",
    `“${literal(negatable.name)}” cost ${money(negatable.spend, negatable.currency)} in ${literal(negatable.campaignName ?? negatable.campaignId)} without an order. Add it as a negative keyword there:`,
    "",
    WIDGET,
  );
  return {
    text: lines.join("\n"),
    widget: negativeKeywordsWidget({ profileId: negatable.profileId, campaignId: negatable.campaignId }, [
      negatable.name,
    ]),
  };
}
