import type { AssistantReply, FigureRow } from "../../assistant";
import type { AnswerContext } from "../answer-context";
import type { NamedRange } from "../date-phrases";
import { figureTable, TABLE_ROWS } from "../figure-table";
import { rangeText, sumsByCurrency } from "../format";
import { type SearchTermsData, searchTermsData } from "../search-term-rows";

/** Most sales first, then most orders. */
export const bySalesDesc = (a: FigureRow, b: FigureRow) => b.sales - a.sales || b.orders - a.orders;

export const bestSearchTermsData = (context: AnswerContext, range: NamedRange): Promise<SearchTermsData> =>
  searchTermsData(context, range, { minOrders: 1, sortBy: "sales", limit: TABLE_ROWS }, bySalesDesc);

/** Best search terms: the most sales. */
export function composeBestSearchTerms({ range, terms }: SearchTermsData): AssistantReply {
  if (terms.length === 0) return { text: `No search term had an order in ${rangeText(range)} yet.` };
  return {
    text: [
      `**Your best search terms in ${rangeText(range)}**, by sales (${sumsByCurrency(terms, (row) => row.sales)} from these ${terms.length}):`,
      "",
      figureTable(terms, { nameHeader: "Search term", withCampaign: true }),
      "",
      "Ask me which terms to harvest to see the converting ones that are not keywords yet.",
    ].join("\n"),
  };
}
