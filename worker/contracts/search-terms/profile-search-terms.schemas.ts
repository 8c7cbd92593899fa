/**
 * Path and query of GET /api/search-terms/{profileId} (issue 33 item 2): every campaign's search terms
 * of a profile over a range, filtered, sorted by the server and paged. Pure valibot, shared with the web.
 */
import * as v from "valibot";
import { SORT_ORDERS } from "../campaign-filters";
import { PAGE_SIZES } from "../campaigns/campaign-list.schemas";
import { dateRangeEntries, endNotBeforeStart } from "../date-range.schemas";
import { pageNumberField, pageSizeField } from "../page-limit.schemas";
import { profileIdField } from "../profile-id.schemas";
import { FIGURE_SORT_COLUMNS } from "../sku-targets/targeting-sort";

/** The columns the profile's search terms sort by (`sort`), named as the table's columns. */
export const SEARCH_TERM_SORT_COLUMNS = ["searchTerm", "campaign", ...FIGURE_SORT_COLUMNS] as const;
export type SearchTermSortColumn = (typeof SEARCH_TERM_SORT_COLUMNS)[number];

/** A mark filter: only the terms with the mark (yes) or without it (no); absent: both. */
export const MARK_FILTERS = ["yes", "no"] as const;
export type MarkFilter = (typeof MARK_FILTERS)[number];

/** The "wasted spend" preset's clicks: a term with this many clicks and no sale is worth negating. */
export const WASTED_SPEND_MIN_CLICKS = 10;
/** The largest minimum a seller may ask for; an absent minimum filters nothing (so 0 is refused). */
export const MIN_FILTER_MAX = 1_000_000;

export const searchTermListParamSchema = v.object({ profileId: profileIdField });

const wholeNumber = v.pipe(
  v.string(),
  v.regex(/^\d{1,7}$/, "Must be a whole number"),
  v.transform(Number),
  v.minValue(1, "Min value - 1"),
  v.maxValue(MIN_FILTER_MAX, `Max value - ${MIN_FILTER_MAX}`),
);
const amount = v.pipe(
  v.string(),
  v.regex(/^\d{1,7}(\.\d{1,2})?$/, "Must be an amount like 12.50"),
  v.transform(Number),
  v.minValue(0.01, "Min value - 0.01"),
  v.maxValue(MIN_FILTER_MAX, `Max value - ${MIN_FILTER_MAX}`),
);
const markFilter = v.optional(v.picklist(MARK_FILTERS, "Must be yes or no"));

export const searchTermListQuerySchema = v.pipe(
  v.object({
    ...dateRangeEntries,
    campaignId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a campaign id"))),
    skuId: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Must be a whole number"), v.transform(Number)),
    ),
    minClicks: v.optional(wholeNumber),
    minSpend: v.optional(amount),
    noSales: v.optional(v.picklist(["true", "false"], "Must be true or false")),
    negated: markFilter,
    harvested: markFilter,
    page: pageNumberField,
    limit: pageSizeField(PAGE_SIZES, "20"),
    sort: v.optional(
      v.picklist(SEARCH_TERM_SORT_COLUMNS, `Must be one of ${SEARCH_TERM_SORT_COLUMNS.join(", ")}`),
      "spend",
    ),
    order: v.optional(v.picklist(SORT_ORDERS, "Must be asc or desc"), "desc"),
  }),
  endNotBeforeStart(),
);

export type SearchTermListQuery = v.InferOutput<typeof searchTermListQuerySchema>;
