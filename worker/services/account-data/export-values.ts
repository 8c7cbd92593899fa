import { csvField } from "../../contracts/csv";

/**
 * A stored value as one CSV field: numbers as numbers, dates in ISO UTC, anything else as text, which the
 * shared writer (contracts/csv.ts) defuses when a spreadsheet would run it as a formula.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  return csvField(typeof value === "string" ? value : JSON.stringify(value));
}

/** One CSV line (CRLF-terminated) of a row's values in the header's order. */
export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(",")}\r\n`;
