/** `sort` and `order` of a list that sorts by one column (valibot, shared with the web). */
import * as v from "valibot";
import { SORT_ORDERS } from "./campaign-filters";

/** `sort` (one of `columns`; absent: the list's own order) and `order` (asc by default). */
export const sortQueryEntries = <Column extends string>(columns: readonly [Column, ...Column[]]) => ({
  sort: v.optional(v.picklist(columns, `Must be one of ${columns.join(", ")}`)),
  order: v.optional(v.picklist(SORT_ORDERS, "Must be asc or desc"), "asc"),
});
