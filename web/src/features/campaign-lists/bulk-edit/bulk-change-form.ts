/** The bulk edit's form (issue 33 item 1): one choice and an amount, read as the API's change. */
import {
  type BulkChange,
  bulkChangeSchema,
  MAX_BULK_PERCENT,
  MIN_BULK_PERCENT,
} from "@contracts/campaigns/bulk-edit.schemas";
import * as v from "valibot";

export const BULK_CHOICES = [
  { value: "SET", label: "Set daily budget to ($)" },
  { value: "RAISE_AMOUNT", label: "Raise daily budget by ($)" },
  { value: "LOWER_AMOUNT", label: "Lower daily budget by ($)" },
  { value: "RAISE_PERCENT", label: "Raise daily budget by (%)" },
  { value: "LOWER_PERCENT", label: "Lower daily budget by (%)" },
  { value: "ENABLE", label: "Enable" },
  { value: "PAUSE", label: "Pause" },
] as const;

export type BulkChoice = (typeof BULK_CHOICES)[number]["value"];

export const needsAmount = (choice: BulkChoice) => choice !== "ENABLE" && choice !== "PAUSE";

/** The change the choice and the amount's text ask for, or the message of what is wrong with them. */
export function bulkChangeOf(choice: BulkChoice, text: string): { change: BulkChange } | { error: string } {
  const amount = text.trim() === "" ? Number.NaN : Number(text);
  if (needsAmount(choice) && !Number.isFinite(amount)) return { error: "Required" };
  if (choice !== "SET" && needsAmount(choice) && amount <= 0) return { error: "Must be more than 0" };
  // Raising and lowering read the API's signed range as two positive ones: up to +500 %, down to 90 %.
  if (choice === "LOWER_PERCENT" && amount > -MIN_BULK_PERCENT)
    return { error: `Max value - ${-MIN_BULK_PERCENT}%` };
  if (choice === "RAISE_PERCENT" && amount > MAX_BULK_PERCENT)
    return { error: `Max value - ${MAX_BULK_PERCENT}%` };
  const raw = {
    SET: { kind: "SET_BUDGET", amount },
    RAISE_AMOUNT: { kind: "ADD_BUDGET", amount },
    LOWER_AMOUNT: { kind: "ADD_BUDGET", amount: -amount },
    RAISE_PERCENT: { kind: "PERCENT_BUDGET", percent: amount },
    LOWER_PERCENT: { kind: "PERCENT_BUDGET", percent: -amount },
    ENABLE: { kind: "SET_STATE", state: "ENABLED" },
    PAUSE: { kind: "SET_STATE", state: "PAUSED" },
  }[choice];
  const checked = v.safeParse(bulkChangeSchema, raw);
  return checked.success ? { change: checked.output } : { error: checked.issues[0].message };
}
