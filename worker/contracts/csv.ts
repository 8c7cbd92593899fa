/** CSV as RFC 4180 writes it: comma separated, CRLF lines, fields quoted when they need to be. */

export type CsvValue = string | number | null | undefined;

/** A field is quoted when it holds a comma, a quote, CR or LF; quotes inside are doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: CsvValue[][]) => rows.map((row) => row.map(csvField).join(",")).join("\r\n");
