import type { TableSort } from "./table-sort";

/**
 * `sort` and `order` of a list the server sorts (paged); none while the table keeps the list's own
 * order. The table offers only the columns the list's contract sorts by, hence the cast.
 */
export const sortQuery = <Column extends string>(sort: TableSort | null) =>
  sort ? { sort: sort.id as Column, order: sort.desc ? ("desc" as const) : ("asc" as const) } : {};
