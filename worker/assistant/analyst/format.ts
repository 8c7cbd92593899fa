/** How the analyst writes numbers, money and tables in markdown. Pure. */
import { formatAmount } from "../../contracts/money";
import type { NamedRange } from "./date-phrases";

/** Money in its currency: $1,234.50, €12.00, £3.10 (the Worker's one formatter, contracts/money.ts). */
export const money = (amount: number, currency: string): string => formatAmount(amount, currency);

export const count = (value: number) => value.toLocaleString("en-US");

/** "1 campaign", "3 campaigns": the count with its noun. */
export const counted = (value: number, noun: string, plural = `${noun}s`) =>
  `${count(value)} ${value === 1 ? noun : plural}`;
export const acosText = (acos: number | null) => (acos === null ? "—" : `${acos.toFixed(1)} %`);
export const roasText = (roas: number | null) => (roas === null ? "—" : roas.toFixed(2));

/** "the last 30 days (2026-10-30 to 2026-11-28)"; `capital` for the start of a sentence. */
export function rangeText(range: NamedRange, capital = false): string {
  const label = capital ? range.label.charAt(0).toUpperCase() + range.label.slice(1) : range.label;
  return range.from === range.to ? `${label} (${range.from})` : `${label} (${range.from} to ${range.to})`;
}

/**
 * Text from data (a shopper's search term, a campaign's or keyword's name, a reason, the seller's own words)
 * as markdown that reads as itself: every character markdown could act on inline is escaped, so no link,
 * image, emphasis, code or table cell comes of it; line breaks become spaces (data never starts a block);
 * `{` is written as its character reference, so the chat never takes data for the widget's place.
 */
export const literal = (text: string) =>
  text
    .replace(/[\r\n]+/g, " ")
    .replace(/[\\`*_~[\]!<>&|]/g, "\\$&")
    .replaceAll("{", "&#123;");

/** A markdown table; every cell (headers too) written as literal text. */
export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(literal).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Sums per currency (in code order), never added across: "$12.00", "€3.40 and $12.00", "CA$1.00, €3.40 and $12.00". */
export function sumsByCurrency<T extends { currency: string }>(rows: T[], value: (row: T) => number): string {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + value(row));
  if (sums.size === 0) return money(0, "USD");
  const parts = [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => money(Math.round(sum * 100) / 100, currency));
  return parts.length === 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** A change from `before` to `now` as a signed percentage, or "new" / "—". */
export function changeText(now: number, before: number): string {
  if (before === 0) return now === 0 ? "—" : "new";
  const change = ((now - before) / before) * 100;
  return `${change >= 0 ? "+" : ""}${change.toFixed(1)} %`;
}
