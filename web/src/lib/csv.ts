/** CSV as RFC 4180 writes it: comma separated, CRLF lines, fields quoted when they need to be. */

export type CsvValue = string | number | null | undefined;

/** A field is quoted when it holds a comma, a quote, CR or LF; quotes inside are doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: CsvValue[][]) => rows.map((row) => row.map(csvField).join(",")).join("\r\n");

/** `<name>-<startDate>-<endDate>.csv`, the name in lower-case words joined by dashes. */
export function csvFileName(name: string, startDate?: string, endDate?: string) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${[slug, startDate, endDate].filter(Boolean).join("-")}.csv`;
}
