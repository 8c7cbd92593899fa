import type { ChangeStatus } from "@contracts/automation/change";
import type { ChangeField, ChangeRow, ChangeValue } from "@contracts/automation/change-api";
import { EMPTY, formatMoney } from "../../../lib/format";

const STATES: Record<string, string> = { ENABLED: "Enabled", PAUSED: "Paused", ARCHIVED: "Archived" };

/** One side of a change as it reads: $0.78 (£0.78…) for money in `currency`, Paused for a state, the text otherwise. */
export function formatChangeValue(field: ChangeField, value: ChangeValue, currency: string): string {
  if (value === null) return EMPTY;
  if (typeof value === "number") return formatMoney(value, currency);
  return field === "state" ? (STATES[value] ?? value) : value;
}

/** What the change does, in a few words: "Bid $0.92 → $0.78", "Added (bid $0.45)", "Negated". */
export function describeChange(row: Pick<ChangeRow, "field" | "from" | "to">, currency: string): string {
  const { field, from, to } = row;
  const value = (side: ChangeValue) => formatChangeValue(field, side, currency);
  switch (field) {
    case "bid":
      return `Bid ${value(from)} → ${value(to)}`;
    case "budget":
      return `Budget ${value(from)} → ${value(to)}`;
    case "state":
      return `${value(from)} → ${value(to)}`;
    case "keyword":
    case "target":
      return to === null ? "Added" : `Added at ${value(to)} bid`;
    case "negativeKeyword":
    case "negativeTarget":
      return "Added as negative";
  }
}

export const STATUS_LABELS: Record<ChangeStatus, string> = {
  PLANNED: "Planned",
  APPLIED: "Applied",
  FAILED: "Failed",
  UNDONE: "Undone",
};
