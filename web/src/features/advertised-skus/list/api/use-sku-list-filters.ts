import { useState } from "react";
import { DEFAULT_PAGE_SIZE } from "../../../../components/pagination/pagination-text";
import { useDebouncedValue } from "../../../../hooks/use-debounced-value";
import type { SkuStatusFilter } from "../status-filter";
import type { SkuPageFilters } from "./advertised-sku-page-query";

/**
 * The SKU list's search, status, page and size (spec 001 §2). The search is sent 700 ms after typing
 * stops; a change of search, status or page size brings the list back to page 1.
 */
export function useSkuListFilters() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<SkuStatusFilter>("all");
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const q = useDebouncedValue(search.trim());
  const filterKey = JSON.stringify([q, status, limit]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  // Forget the old page as soon as the filters change, so going back to earlier filters starts at 1 too.
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const query: SkuPageFilters = { q, status, page, limit };

  return {
    search,
    setSearch,
    status,
    setStatus,
    query,
    setPage: (next: number) => setPaging({ key: filterKey, page: next }),
    setLimit,
  };
}
