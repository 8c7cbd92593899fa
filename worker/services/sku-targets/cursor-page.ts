import type { SortOrder } from "../../contracts/campaign-filters";

/** Cursor pages of a SKU's targets and keywords: the cursor is the offset of the page's first row. */
export type CursorQuery = { q: string; limit: number; cursor?: string };

/** A cursor page in the order of one column (`sort` absent: the list's own order). */
export type SortedCursorQuery<Column extends string> = CursorQuery & { sort?: Column; order: SortOrder };

export function cursorPage<T>(rows: T[], query: CursorQuery) {
  const offset = Number(query.cursor ?? 0);
  const end = offset + query.limit;
  return { rows: rows.slice(offset, end), next: end < rows.length ? String(end) : null };
}

export const contains = (text: string, q: string) => q === "" || text.toLowerCase().includes(q.toLowerCase());
