import { isAsinTerm } from "../../../automation/rules/search-term-figures";
import type { AssistantReply } from "../../assistant";
import type { AnswerContext } from "../answer-context";
import type { NamedRange } from "../date-phrases";
import { figureTable, TABLE_ROWS } from "../figure-table";
import { literal, rangeText } from "../format";
import { type SearchTermsData, searchTermsData } from "../search-term-rows";
import { searchTermKeywordWidget, WIDGET } from "../widgets";
import { bySalesDesc } from "./best-search-terms";

export const termsToHarvestData = (context: AnswerContext, range: NamedRange): Promise<SearchTermsData> =>
  searchTermsData(
    context,
    range,
    { minOrders: 1, notYetTargeted: true, sortBy: "sales", limit: TABLE_ROWS },
    bySalesDesc,
  );

/** Terms to harvest: converting search terms that are not yet a keyword (or ASIN target) of the profile. */
export function composeTermsToHarvest({ range, terms }: SearchTermsData): AssistantReply {
  if (terms.length === 0)
    return {
      text: `Nothing to harvest from ${rangeText(range)}: every search term with an order is already one of your keywords or ASIN targets.`,
    };
  const lines = [
    `**Search terms to harvest from ${rangeText(range)}**: they brought orders but are not keywords (or ASIN targets) yet.`,
    "",
    figureTable(terms, { nameHeader: "Search term", withCampaign: true }),
    "",
    "Add them as exact keywords (ASINs as product targets) in the SKU's manual campaigns on its Keywords panel, or turn on Search Term Expansion to harvest winners automatically.",
  ];
  // The best seller whose campaign takes the search-term table's actions: added as a keyword from here.
  const best = terms.find((term) => term.termActions && term.campaignId && !isAsinTerm(term.name));
  if (!best?.campaignId) return { text: lines.join("\n") };
  lines.push(
    "",
    `Add “${literal(best.name)}” as an exact keyword of its SKU now, at the bid you enter:`,
    "",
    WIDGET,
  );
  return {
    text: lines.join("\n"),
    widget: searchTermKeywordWidget({ profileId: best.profileId, campaignId: best.campaignId }, best.name),
  };
}
