import { type CsvValue, csvField } from "../../contracts/csv";

/**
 * A stored value as one CSV field. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first:
 * a shopper's search term can be anything) gets a leading apostrophe, as OWASP advises; numbers stay numbers.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return csvField((/^[=+\-@\t\r]/.test(text) ? `'${text}` : text) as CsvValue);
}

/** One CSV line (CRLF-terminated) of a row's values in the header's order. */
export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(",")}\r\n`;
