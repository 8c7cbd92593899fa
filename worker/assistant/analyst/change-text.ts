import type { AutomationChangeRow } from "../assistant";
import { money } from "./format";

const FIELD_NAMES: Record<string, string> = {
  bid: "bid",
  budget: "daily budget",
  state: "state",
  keyword: "new keyword",
  target: "new ASIN target",
  negativeKeyword: "new negative keyword",
  negativeTarget: "new negative ASIN",
};

const value = (change: AutomationChangeRow, text: string | null, currency: string) =>
  text === null
    ? ""
    : change.field === "bid" ||
        change.field === "budget" ||
        change.field === "keyword" ||
        change.field === "target"
      ? money(Number(text), currency)
      : text;

/** "bid $0.92 → $0.78", "state ENABLED → PAUSED", "new keyword at $0.75". */
export function changeText(change: AutomationChangeRow, currency: string): string {
  const field = FIELD_NAMES[change.field] ?? change.field;
  const to = value(change, change.to, currency);
  if (change.from === null)
    return change.field === "keyword" || change.field === "target" ? `${field} at ${to}` : field;
  return `${field} ${value(change, change.from, currency)} → ${to}`;
}

/** "2026-11-27 14:00 UTC". */
export const whenText = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
