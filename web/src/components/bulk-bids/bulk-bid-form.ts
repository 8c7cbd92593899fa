/** The bulk bid edit's form (issue 33 item 1): one choice and an amount, read as the API's change. */
import { MAX_BULK_PERCENT, MIN_BULK_PERCENT } from "@contracts/campaigns/bulk-edit.schemas";
import { type BulkBidChange, bulkBidChangeSchema } from "@contracts/sku-targets/bulk-bids.schemas";
import * as v from "valibot";

export const BID_CHOICES = [
  { value: "SET", label: "Set bid to ($)" },
  { value: "RAISE_AMOUNT", label: "Raise bid by ($)" },
  { value: "LOWER_AMOUNT", label: "Lower bid by ($)" },
  { value: "RAISE_PERCENT", label: "Raise bid by (%)" },
  { value: "LOWER_PERCENT", label: "Lower bid by (%)" },
] as const;

export type BidChoice = (typeof BID_CHOICES)[number]["value"];

/** The change the choice and the amount's text ask for, or the message of what is wrong with them. */
export function bidChangeOf(choice: BidChoice, text: string): { change: BulkBidChange } | { error: string } {
  const amount = text.trim() === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(amount)) return { error: "Required" };
  if (choice !== "SET" && amount <= 0) return { error: "Must be more than 0" };
  // Raising and lowering read the API's signed range as two positive ones: up to +500 %, down to 90 %.
  if (choice === "LOWER_PERCENT" && amount > -MIN_BULK_PERCENT)
    return { error: `Max value - ${-MIN_BULK_PERCENT}%` };
  if (choice === "RAISE_PERCENT" && amount > MAX_BULK_PERCENT)
    return { error: `Max value - ${MAX_BULK_PERCENT}%` };
  const raw = {
    SET: { kind: "SET_BID", amount },
    RAISE_AMOUNT: { kind: "ADD_BID", amount },
    LOWER_AMOUNT: { kind: "ADD_BID", amount: -amount },
    RAISE_PERCENT: { kind: "PERCENT_BID", percent: amount },
    LOWER_PERCENT: { kind: "PERCENT_BID", percent: -amount },
  }[choice];
  const checked = v.safeParse(bulkBidChangeSchema, raw);
  return checked.success ? { change: checked.output } : { error: checked.issues[0].message };
}
