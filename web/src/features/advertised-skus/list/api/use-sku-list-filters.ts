import { SKU_SORT_COLUMNS } from "@contracts/advertised-skus/advertised-sku.schemas";
import { useState } from "react";
import { DEFAULT_PAGE_SIZE } from "../../../../components/pagination/pagination-text";
import { useDebouncedValue } from "../../../../hooks/use-debounced-value";
import { useSortParams } from "../../../../hooks/use-sort-params";
import type { SkuStatusFilter } from "../status-filter";
import type { SkuPageFilters } from "./advertised-sku-page-query";

/**
 * The SKU list's search, status, page, size and sort (spec 001 §2; the sort in the address). The search
 * is sent 700 ms after typing stops; a change of search, status, page size or sort brings the list back
 * to page 1.
 */
export function useSkuListFilters() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<SkuStatusFilter>("all");
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const q = useDebouncedValue(search.trim());
  const { sort, setSort } = useSortParams(SKU_SORT_COLUMNS);
  const filterKey = JSON.stringify([q, status, limit, sort]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  // Forget the old page as soon as the filters change, so going back to earlier filters starts at 1 too.
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const query: SkuPageFilters = { q, status, page, limit, sort };

  return {
    search,
    setSearch,
    status,
    setStatus,
    query,
    setPage: (next: number) => setPaging({ key: filterKey, page: next }),
    setLimit,
    sort,
    setSort,
  };
}
