import { isAsinTerm } from "../../../automation/rules/search-term-figures";
import type { AssistantReply, FigureRow } from "../../assistant";
import type { AnswerContext } from "../answer-context";
import type { NamedRange } from "../date-phrases";
import { figureTable } from "../figure-table";
import { count, counted, literal, money, rangeText, sumsByCurrency } from "../format";
import { searchTermsData } from "../search-term-rows";
import { negativeKeywordsWidget, searchTermNegativesWidget, WIDGET } from "../widgets";

export type TermsToNegateData = { range: NamedRange; minClicks: number; terms: FigureRow[] };

/** Terms read at most; the widget prefills at most NEGATIVES_PER_WIDGET of one campaign's. */
const TERMS = 100;
export const NEGATIVES_PER_WIDGET = 10;

export async function termsToNegateData(
  context: AnswerContext,
  range: NamedRange,
  minClicks: number,
): Promise<TermsToNegateData> {
  const query = {
    minClicks,
    withoutOrders: true,
    notYetNegated: true,
    sortBy: "spend",
    limit: TERMS,
  } as const;
  return { minClicks, ...(await searchTermsData(context, range, query, (a, b) => b.spend - a.spend)) };
}

/** Terms to negate: spend and at least `minClicks` clicks without an order, not negated yet; negate them in the worst managed campaign. */
export function composeTermsToNegate({ range, minClicks, terms }: TermsToNegateData): AssistantReply {
  if (terms.length === 0)
    return {
      text: `No search term reached ${count(minClicks)} clicks without an order in ${rangeText(range)} (leaving out those already negated). Nothing to negate.`,
    };
  const lines = [
    `**${counted(terms.length, "search term")} to negate** from ${rangeText(range)}: ${count(minClicks)} clicks or more and no order, ${sumsByCurrency(terms, (row) => row.spend)} spent.`,
    "",
    figureTable(terms, { nameHeader: "Search term", withCampaign: true }),
  ];
  const spendByCampaign = new Map<string, { row: FigureRow; spend: number; words: string[] }>();
  for (const term of terms) {
    if (!term.managed || !term.campaignId || isAsinTerm(term.name)) continue;
    const key = `${term.profileId}:${term.campaignId}`;
    const entry = spendByCampaign.get(key) ?? { row: term, spend: 0, words: [] };
    entry.spend += term.spend;
    entry.words.push(term.name);
    spendByCampaign.set(key, entry);
  }
  const worst = [...spendByCampaign.values()].sort((a, b) => b.spend - a.spend)[0];
  if (!worst?.row.campaignId) {
    lines.push("", "None of them ran in a campaign of Skupilot's, so add the negatives in Amazon's console.");
    return { text: lines.join("\n") };
  }
  const words = worst.words.slice(0, NEGATIVES_PER_WIDGET);
  const campaignName = worst.row.campaignName ?? worst.row.campaignId;
  lines.push(
    "",
    `Most of it went through **${literal(campaignName)}** (${money(Math.round(worst.spend * 100) / 100, worst.row.currency)}). Add ${words.map((word) => `“${literal(word)}”`).join(", ")} there as negative exact ${words.length === 1 ? "keyword" : "keywords"}:`,
    "",
    WIDGET,
  );
  return {
    text: lines.join("\n"),
    // The search-term table's Negate where it reaches the campaign (marks, per-term results); else a plain negative.
    widget: (worst.row.termActions ? searchTermNegativesWidget : negativeKeywordsWidget)(
      { profileId: worst.row.profileId, campaignId: worst.row.campaignId },
      words,
    ),
  };
}
