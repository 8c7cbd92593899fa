/**
 * Budget-bound (issue 29, item 10): the SKU sells at or under its target ACOS, yet its campaigns ran
 * out of budget during the day, so the budget, not the bids, holds its sales back. Then the
 * bid-optimisation reason says so first, and the SKU page and the dashboard recommend a bigger Max
 * budget with an estimate of the sales it would add.
 *
 * The estimate is the SKU's own figures: on each day a campaign was seen out of budget from hour H
 * (the first hourly sync that found it CAMPAIGN_OUT_OF_BUDGET: mirror/budget-outs.ts), it sold S in
 * the H hours it served, S ÷ H an hour; at that rate the 24 − H hours it was off would have sold
 * S × (24 − H) ÷ H more, for spend × (24 − H) ÷ H more. Traffic is not flat over a day, so this is
 * an estimate and says so. Only the campaigns Skupilot built count: the Max budget is theirs;
 * migrated campaigns keep their own budgets. docs/automation/bids.md § Budget-bound.
 */
import { shiftDate } from "../../contracts/date-range";
import { dollarsText, percentText } from "./bid-reason-text";
import type { BudgetOut, SkuSnapshot } from "./rule-input";

export type { BudgetOut };

/** The days looked at: the last week's complete days. */
export const BUDGET_BOUND_DAYS = 7;
/** Out of budget on at least this many of them: one day can be a fluke. */
export const MIN_OUT_DAYS = 2;

export type BudgetBoundInput = Pick<SkuSnapshot, "settings" | "campaigns" | "targetingDays"> & {
  budgetOuts?: BudgetOut[];
};

export type BudgetBound = {
  /** Days of the window with a campaign out of budget, of `windowDays`. */
  outDays: number;
  windowDays: number;
  /** The median hour the SKU's first campaign ran out on those days (0–23). */
  typicalHour: number;
  /** The SKU's ACOS over the window, in percent, and its target. */
  acos: number;
  targetAcos: number;
  /** Estimated sales a day (over the window) that the hours out of budget cost, in cents. */
  extraSalesCentsPerDay: number;
  /** The SKU's Max budget and a Max budget that would have kept the campaigns serving (estimate). */
  maxDailyBudgetCents: number;
  suggestedMaxBudgetCents: number;
};

/** What `hours` out of a day's 24 would have added at the rate of the day's `amountCents` over the others. */
export function addedByHoursOut(amountCents: number, outHour: number): number {
  if (outHour <= 0 || outHour >= 24) return 0;
  return (amountCents * (24 - outHour)) / outHour;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** The SKU's budget-bound state over the complete days before `today`, or null when it is not. */
export function budgetBound(input: BudgetBoundInput, today: string): BudgetBound | null {
  const { targetAcos, maxDailyBudgetCents } = input.settings;
  if (targetAcos === null || targetAcos <= 0) return null;
  const from = shiftDate(today, -BUDGET_BOUND_DAYS);
  const to = shiftDate(today, -1);
  const built = new Set(input.campaigns.filter((c) => c.role !== null).map((c) => c.campaignId));
  const inWindow = (date: string) => date >= from && date <= to;

  const figures = new Map<string, { spendCents: number; salesCents: number }>();
  let spendCents = 0;
  let salesCents = 0;
  for (const day of input.targetingDays) {
    if (!inWindow(day.date)) continue;
    spendCents += day.spendCents;
    salesCents += day.salesCents;
    const key = `${day.campaignId}\u0000${day.date}`;
    const sum = figures.get(key) ?? { spendCents: 0, salesCents: 0 };
    sum.spendCents += day.spendCents;
    sum.salesCents += day.salesCents;
    figures.set(key, sum);
  }
  if (salesCents <= 0) return null;
  const acos = (100 * spendCents) / salesCents;
  if (acos > targetAcos) return null;

  const outs = (input.budgetOuts ?? []).filter((out) => built.has(out.campaignId) && inWindow(out.date));
  const firstHourByDate = new Map<string, number>();
  let extraSales = 0;
  const extraSpendByDate = new Map<string, number>();
  for (const out of outs) {
    firstHourByDate.set(out.date, Math.min(firstHourByDate.get(out.date) ?? 24, out.hour));
    const day = figures.get(`${out.campaignId}\u0000${out.date}`);
    if (!day) continue;
    extraSales += addedByHoursOut(day.salesCents, out.hour);
    extraSpendByDate.set(
      out.date,
      (extraSpendByDate.get(out.date) ?? 0) + addedByHoursOut(day.spendCents, out.hour),
    );
  }
  const outDays = firstHourByDate.size;
  if (outDays < MIN_OUT_DAYS) return null;
  const extraSpend = [...extraSpendByDate.values()].reduce((sum, cents) => sum + cents, 0);
  return {
    outDays,
    windowDays: BUDGET_BOUND_DAYS,
    typicalHour: median([...firstHourByDate.values()]),
    acos,
    targetAcos,
    extraSalesCentsPerDay: Math.round(extraSales / BUDGET_BOUND_DAYS),
    maxDailyBudgetCents,
    // The extra spend of an average day it ran out, on top of the Max budget, in whole dollars up.
    suggestedMaxBudgetCents: Math.ceil((maxDailyBudgetCents + extraSpend / outDays) / 100) * 100,
  };
}

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** "Budget-bound: ran out of budget by 14:00 on 4 of the last 7 days while ACOS 8.9 % over those days is under the 25 % target; " */
export function budgetBoundText(bound: BudgetBound): string {
  const relation = bound.acos < bound.targetAcos ? "under" : "at";
  return (
    `Budget-bound: ran out of budget by ${hourText(bound.typicalHour)} on ${bound.outDays} of the last ` +
    `${bound.windowDays} days while ACOS ${percentText(bound.acos)} over those days is ${relation} the ` +
    `${percentText(bound.targetAcos)} target; `
  );
}

/** The recommendation the SKU page and the dashboard show, labelled as an estimate. */
export function budgetRecommendationText(bound: BudgetBound): string {
  return (
    `Raise the Max budget from ${dollarsText(bound.maxDailyBudgetCents)} to about ` +
    `${dollarsText(bound.suggestedMaxBudgetCents)}: estimated +${dollarsText(bound.extraSalesCentsPerDay)} ` +
    `sales a day (the hours out of budget at the sales rate before running out; an estimate).`
  );
}
