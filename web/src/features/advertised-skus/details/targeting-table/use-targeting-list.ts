import { useState } from "react";
import { useDebouncedValue } from "../../../../hooks/use-debounced-value";
import { useSortParams } from "../../../../hooks/use-sort-params";

/**
 * What a SKU's keyword or ASIN target list asks for: its search (asked once typing pauses) and its
 * column sort, kept in the address as `?<prefix>Sort=…&<prefix>Order=…` (the server sorts: the list is paged).
 */
export function useTargetingList(prefix: string, sortable: readonly string[]) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const { sort, setSort } = useSortParams(sortable, prefix);
  return { search, setSearch, q, sort, setSort };
}

export type TargetingList = ReturnType<typeof useTargetingList>;
