import { useSearchParams } from "react-router-dom";
import type { TableSort } from "../components/data-table/table-sort";

/**
 * A table's sort kept in the address (`?sort=acos&order=desc`, or `?<prefix>Sort=…&<prefix>Order=…`
 * where a screen has several tables), so a reload or a shared link keeps it. A column the table
 * cannot sort by reads as no sort.
 */
export function useSortParams(sortable: readonly string[], prefix = "") {
  const [params, setParams] = useSearchParams();
  const sortKey = prefix ? `${prefix}Sort` : "sort";
  const orderKey = prefix ? `${prefix}Order` : "order";
  const id = params.get(sortKey);
  const sort: TableSort | null =
    id && sortable.includes(id) ? { id, desc: params.get(orderKey) === "desc" } : null;
  const setSort = (next: TableSort | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) {
          updated.set(sortKey, next.id);
          updated.set(orderKey, next.desc ? "desc" : "asc");
        } else {
          updated.delete(sortKey);
          updated.delete(orderKey);
        }
        return updated;
      },
      { replace: true },
    );
  return { sort, setSort };
}
