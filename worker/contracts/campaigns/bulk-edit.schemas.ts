/**
 * Body of POST /api/campaigns/{profileId}/bulk/preview and /bulk (issue 33 item 1): one change of the
 * daily budget (set to, ± amount, ± %) or the state for up to 100 selected campaigns. Pure valibot,
 * shared with the web's bulk-edit form.
 */
import * as v from "valibot";
import { DAILY_BUDGET_MAX, DAILY_BUDGET_MAX_MESSAGE } from "../amazon-limits";
import { dailyBudgetField, EDITABLE_STATES, isCentStep } from "./campaign-update.schemas";

/** Not 0 once rounded to the hundredth the change is made in (5e-324 would change nothing). */
const isNotZero = (value: number) => Math.round(value * 100) !== 0;

export const MAX_BULK_CAMPAIGNS = 100;
export const MIN_BULK_PERCENT = -90;
export const MAX_BULK_PERCENT = 500;
export const BULK_CHANGE_KINDS = ["SET_BUDGET", "ADD_BUDGET", "PERCENT_BUDGET", "SET_STATE"] as const;

const campaignIdField = v.pipe(
  v.string("Must be a campaign id"),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a campaign id"),
);

export const bulkCampaignIdsField = v.pipe(
  v.array(campaignIdField, "Must be a list"),
  v.minLength(1, "Select at least one campaign"),
  v.maxLength(MAX_BULK_CAMPAIGNS, `At most ${MAX_BULK_CAMPAIGNS} campaigns at once`),
  v.check((ids) => new Set(ids).size === ids.length, "Each campaign at most once"),
);

/** A signed amount added to each value: not zero, in cents, at most `max` either way. */
export const signedAmountField = (max: number, maxMessage: string) =>
  v.pipe(
    v.number("Required"),
    v.finite("Required"),
    v.check(isNotZero, "Must not be 0"),
    v.check((amount) => Math.abs(amount) <= max, maxMessage),
    v.check(isCentStep, "Must be in steps of $0.01"),
  );

/** A signed amount in dollars added to each budget, within Amazon's maximum. */
export const budgetDeltaField = signedAmountField(DAILY_BUDGET_MAX, DAILY_BUDGET_MAX_MESSAGE);

/** A signed percentage of each budget or bid: −90 % to +500 %, not zero, at most two decimals. */
export const bulkPercentField = v.pipe(
  v.number("Required"),
  v.minValue(MIN_BULK_PERCENT, `Min value - ${MIN_BULK_PERCENT}%`),
  v.maxValue(MAX_BULK_PERCENT, `Max value - +${MAX_BULK_PERCENT}%`),
  v.check(isNotZero, "Must not be 0"),
  v.check(isCentStep, "At most two decimals"),
);

export const bulkChangeSchema = v.variant(
  "kind",
  [
    v.object({ kind: v.literal("SET_BUDGET"), amount: dailyBudgetField }),
    v.object({ kind: v.literal("ADD_BUDGET"), amount: budgetDeltaField }),
    v.object({ kind: v.literal("PERCENT_BUDGET"), percent: bulkPercentField }),
    v.object({
      kind: v.literal("SET_STATE"),
      state: v.picklist(EDITABLE_STATES, "Must be ENABLED or PAUSED"),
    }),
  ],
  `Must be one of ${BULK_CHANGE_KINDS.join(", ")}`,
);

export const bulkEditSchema = v.object(
  { campaignIds: bulkCampaignIdsField, change: bulkChangeSchema },
  "Must be an object",
);

export type BulkChange = v.InferOutput<typeof bulkChangeSchema>;
export type BulkEdit = v.InferOutput<typeof bulkEditSchema>;

/** A campaign's daily budget after a budget change, in cents (a percentage rounds to the cent). */
export function budgetAfterCents(beforeCents: number, change: Exclude<BulkChange, { kind: "SET_STATE" }>) {
  if (change.kind === "SET_BUDGET") return Math.round(change.amount * 100);
  if (change.kind === "ADD_BUDGET") return beforeCents + Math.round(change.amount * 100);
  return Math.round(beforeCents * (1 + change.percent / 100));
}

export const batchIdField = v.pipe(
  v.string("Required"),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "Must be a batch id"),
);
