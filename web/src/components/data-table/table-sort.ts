/** The column a table is sorted by, and which way. */
export type TableSort = { id: string; desc: boolean };

/** A value a column sorts by; null when the row has none (no report, no ratio): such rows go last. */
export type SortValue = string | number | null | undefined;

/** What `aria-sort` says of a column header: only the sorted column carries a direction. */
export const ariaSort = (sorted: false | "asc" | "desc") =>
  sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";

/** Ascending order of two present values: numbers by size, text as a reader would (case aside, 2 before 10). */
export function compareSortValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
}
