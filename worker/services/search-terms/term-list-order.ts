import type { SortOrder } from "../../contracts/campaign-filters";
import type { ProfileSearchTermRow } from "../../contracts/search-terms/profile-search-terms";
import type {
  MarkFilter,
  SearchTermListQuery,
  SearchTermSortColumn,
} from "../../contracts/search-terms/profile-search-terms.schemas";

export type TermListFilters = Pick<
  SearchTermListQuery,
  "minClicks" | "minSpend" | "noSales" | "negated" | "harvested"
>;

const matches = (filter: MarkFilter | undefined, marked: boolean) =>
  filter === undefined || (filter === "yes") === marked;

/** Whether a row passes the figure and mark filters (negated: here or in the SKU's other campaigns). */
export function keepsRow(row: ProfileSearchTermRow, filters: TermListFilters): boolean {
  if (filters.minClicks !== undefined && row.clicks < filters.minClicks) return false;
  if (filters.minSpend !== undefined && row.cost < filters.minSpend) return false;
  if (filters.noSales === "true" && row.sales > 0) return false;
  const negated = row.marks.negatedHere !== null || row.marks.negatedElsewhere !== null;
  return matches(filters.negated, negated) && matches(filters.harvested, row.marks.harvested !== null);
}

type SortValue = string | number | null;

const SORT_VALUES: Record<SearchTermSortColumn, (row: ProfileSearchTermRow) => SortValue> = {
  searchTerm: (row) => row.searchTerm.toLowerCase(),
  campaign: (row) => row.campaignName.toLowerCase(),
  impressions: (row) => row.impressions,
  clicks: (row) => row.clicks,
  spend: (row) => row.cost,
  sales: (row) => row.sales,
  units: (row) => row.unitsSoldClicks,
  roas: (row) => row.roas,
  acos: (row) => row.acos,
  ctr: (row) => row.ctr,
  cvr: (row) => row.cvr,
};

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The rows sorted by a column in either order; a ratio without a value (ACOS without sales) last in
 * both orders; ties by term, then campaign, so pages never overlap.
 */
export function sortRows(
  rows: ProfileSearchTermRow[],
  sort: SearchTermSortColumn,
  order: SortOrder,
): ProfileSearchTermRow[] {
  const sortValue = SORT_VALUES[sort];
  const direction = order === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [left, right] = [sortValue(a), sortValue(b)];
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const byValue = compareValues(left, right) * direction;
      if (byValue !== 0) return byValue;
    }
    return a.searchTerm.localeCompare(b.searchTerm) || a.campaignId.localeCompare(b.campaignId);
  });
}

/** One page of the rows (1-based), with the count and number of pages over all of them. */
export function pageOf<Row>(rows: Row[], page: number, limit: number) {
  const totalPages = Math.max(1, Math.ceil(rows.length / limit));
  return {
    rows: rows.slice((page - 1) * limit, page * limit),
    total: rows.length,
    totalPages,
    page,
  };
}
