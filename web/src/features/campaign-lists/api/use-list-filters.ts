import {
  CAMPAIGN_SORT_COLUMNS,
  type CampaignListFilters,
  type CampaignSortColumn,
} from "@contracts/campaign-filters";
import { useState } from "react";
import { DEFAULT_PAGE_SIZE } from "../../../components/pagination/pagination-text";
import { useDateRangeParams } from "../../../hooks/use-date-range-params";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { useSortParams } from "../../../hooks/use-sort-params";
import type { FilterValues } from "../components/campaign-filters";

const INITIAL: FilterValues = { search: "", targeting: "ALL", state: "ALL" };

/**
 * A list's filters, sort, page and size. The search is sent 700 ms after typing stops; any change of
 * search, targeting, state, dates, sort or page size brings the list back to page 1. The sort lives
 * in the address (`?sort=acos&order=desc`); without one the list is by name.
 */
export function useListFilters() {
  const { today, range, setRange } = useDateRangeParams();
  const [values, setValues] = useState(INITIAL);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const { sort, setSort } = useSortParams(CAMPAIGN_SORT_COLUMNS);
  const name = useDebouncedValue(values.search.trim());
  // What decides which campaigns match (a selection of "all matching" holds while it is unchanged).
  const matchingKey = JSON.stringify([name, values.targeting, values.state, range]);
  const filterKey = JSON.stringify([matchingKey, limit, sort]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  // Forget the page as soon as the filters change, so going back to earlier filters starts at 1 too.
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const query: CampaignListFilters | undefined = range && {
    ...range,
    targeting: values.targeting,
    state: values.state,
    name,
    page,
    limit,
    sort: (sort?.id as CampaignSortColumn | undefined) ?? "name",
    order: sort?.desc ? "desc" : "asc",
  };
  return {
    today,
    range,
    setRange,
    values,
    setValues,
    query,
    page,
    limit,
    setPage: (next: number) => setPaging({ key: filterKey, page: next }),
    setLimit,
    sort,
    setSort,
    matchingKey,
  };
}
