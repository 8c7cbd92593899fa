/**
 * The columns an advertised SKU's keyword and ASIN target lists sort by (`sort`, `order` on
 * GET /api/keywords/{profileId}/{skuId} and /api/targets/{profileId}/{skuId}), as their tables name them.
 */

/** The report's figures, by the ids of the tables' figure columns. */
export const FIGURE_SORT_COLUMNS = [
  "impressions",
  "clicks",
  "spend",
  "sales",
  "units",
  "roas",
  "acos",
  "ctr",
  "cvr",
] as const;
export const KEYWORD_SORT_COLUMNS = ["keyword", "matchType", "state", "bid", ...FIGURE_SORT_COLUMNS] as const;
export const ASIN_TARGET_SORT_COLUMNS = ["asin", "state", "bid", ...FIGURE_SORT_COLUMNS] as const;

export type FigureSortColumn = (typeof FIGURE_SORT_COLUMNS)[number];
export type KeywordSortColumn = (typeof KEYWORD_SORT_COLUMNS)[number];
export type AsinTargetSortColumn = (typeof ASIN_TARGET_SORT_COLUMNS)[number];
