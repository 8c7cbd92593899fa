/**
 * CSV as RFC 4180 writes it: comma separated, CRLF lines, fields quoted when they need to be. The one
 * writer of every CSV the product makes (the tables' Export CSV, the History's, the account export's).
 */

export type CsvValue = string | number | null | undefined;

/**
 * What a spreadsheet reads as the start of a formula (or a cell it runs): = + - @, tab, CR, and the
 * full-width = + - @ that some spreadsheets take for them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Text a spreadsheet would run as a formula, made plain text by a leading apostrophe (OWASP's advice): a
 * shopper's search term or a campaign's name can be anything. Numbers are never text here: they stay numbers.
 */
export const spreadsheetText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * One field: a number as it is (a negative amount stays a number a spreadsheet sums), text defused by
 * spreadsheetText, then quoted when it holds a comma, a quote, CR or LF, quotes inside doubled.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = spreadsheetText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: CsvValue[][]) => rows.map((row) => row.map(csvField).join(",")).join("\r\n");
