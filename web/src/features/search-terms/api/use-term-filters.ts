import {
  MARK_FILTERS,
  type MarkFilter,
  SEARCH_TERM_SORT_COLUMNS,
  type SearchTermSortColumn,
} from "@contracts/search-terms/profile-search-terms.schemas";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_PAGE_SIZE } from "../../../components/pagination/pagination-text";
import { useDateRangeParams } from "../../../hooks/use-date-range-params";
import { useSortParams } from "../../../hooks/use-sort-params";
import type { TermListRequest } from "./search-term-list-query";

/** The list's filters as the address holds them, so a filtered list (the dashboard's wasted spend) can be linked. */
export type TermFilters = {
  campaignId?: string;
  skuId?: string;
  minClicks?: string;
  minSpend?: string;
  noSales?: "true";
  negated?: MarkFilter;
  harvested?: MarkFilter;
};
export type TermFilterKey = keyof TermFilters;

const FILTER_KEYS: TermFilterKey[] = [
  "campaignId",
  "skuId",
  "minClicks",
  "minSpend",
  "noSales",
  "negated",
  "harvested",
];

const mark = (value: string | null) => MARK_FILTERS.find((candidate) => candidate === value);
const digits = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : undefined);

/** The filters of an address; a value the API would refuse is left out. */
export function termFiltersOf(params: URLSearchParams): TermFilters {
  return {
    campaignId: digits(params.get("campaignId"), /^[A-Za-z0-9_-]{1,64}$/),
    skuId: digits(params.get("skuId"), /^\d{1,12}$/),
    minClicks: digits(params.get("minClicks"), /^[1-9]\d{0,5}$/),
    minSpend: digits(params.get("minSpend"), /^\d{1,6}(\.\d{1,2})?$/),
    noSales: params.get("noSales") === "true" ? "true" : undefined,
    negated: mark(params.get("negated")),
    harvested: mark(params.get("harvested")),
  };
}

/**
 * The list's filters (in the address), date range, sort (costliest first unless chosen), page and
 * size; any change of filters, range, sort or size brings it back to page 1.
 */
export function useTermFilters() {
  const { today, range, setRange } = useDateRangeParams();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => termFiltersOf(params), [params]);
  const { sort, setSort } = useSortParams(SEARCH_TERM_SORT_COLUMNS);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const matchingKey = JSON.stringify([filters, range]);
  const filterKey = JSON.stringify([matchingKey, sort, limit]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const setFilters = useCallback(
    (next: TermFilters) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of FILTER_KEYS) {
            const value = next[key];
            if (value === undefined || value === "") updated.delete(key);
            else updated.set(key, value);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const request: TermListRequest | undefined = range && {
    ...range,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
    page,
    limit,
    sort: (sort?.id as SearchTermSortColumn | undefined) ?? "spend",
    order: sort ? (sort.desc ? "desc" : "asc") : "desc",
  };
  return {
    today,
    range,
    setRange,
    filters,
    setFilters,
    request,
    page,
    limit,
    setPage: (next: number) => setPaging({ key: filterKey, page: next }),
    setLimit,
    sort,
    setSort,
    matchingKey,
  };
}
