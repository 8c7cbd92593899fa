/**
 * Budget-bound (issue 29, item 10): the SKU sells at or under its target ACOS, yet its campaigns ran
 * out of budget during the day, so the budget, not the bids, holds its sales back. Then the
 * bid-optimisation reason says so first, and the SKU page and the dashboard recommend a bigger Max
 * budget with an estimate of the sales it would add.
 *
 * The estimate is the SKU's own figures: a campaign seen out of budget from hour H (the first
 * hourly sync that found it CAMPAIGN_OUT_OF_BUDGET: mirror/budget-outs.ts) served H hours that day
 * and 24 on a day it ran free; its clicks over the week ÷ the hours it served is its click rate, the
 * hours it was off at that rate the clicks it missed, and those clicks at the SKU's sales per click
 * over the week the sales it missed (its spend at its own rate likewise, for the budget it needed).
 * The SKU's sales per click, not the campaign's own: a campaign on a small budget gets a few clicks a
 * day, too few to have sold yet, and its missing hours would then read "+$0.00" beside "raise the
 * budget". Traffic is not flat over a day, so this is an estimate and says so. Only the campaigns
 * Skupilot built count: the Max budget is theirs; migrated campaigns keep their own budgets. docs/automation/bids.md § Budget-bound.
 */
import { shiftDate } from "../../contracts/date-range";
import { percentText } from "./bid-reason-text";
import { moneyText } from "./reason-text";
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

/** What the hours off would have added at the rate of `amount` (cents, clicks) over the hours served. */
export function addedByHoursOut(amount: number, servedHours: number, hoursOff: number): number {
  if (servedHours <= 0 || hoursOff <= 0) return 0;
  return (amount * hoursOff) / servedHours;
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

  // Per campaign: its clicks and spend over the window and the hours it served (24 on a day it ran
  // free, H on a day it ran out at H), counting only days it existed (a row of figures or a sighting).
  type Served = { spendCents: number; clicks: number; days: Set<string> };
  const served = new Map<string, Served>();
  const campaignOf = (campaignId: string) => {
    let entry = served.get(campaignId);
    if (!entry) {
      entry = { spendCents: 0, clicks: 0, days: new Set() };
      served.set(campaignId, entry);
    }
    return entry;
  };
  let spendCents = 0;
  let salesCents = 0;
  let clicks = 0;
  for (const day of input.targetingDays) {
    if (!inWindow(day.date)) continue;
    spendCents += day.spendCents;
    salesCents += day.salesCents;
    clicks += day.clicks;
    if (!built.has(day.campaignId)) continue;
    const entry = campaignOf(day.campaignId);
    entry.spendCents += day.spendCents;
    entry.clicks += day.clicks;
    entry.days.add(day.date);
  }
  if (salesCents <= 0 || clicks <= 0) return null;
  const salesPerClick = salesCents / clicks;
  const acos = (100 * spendCents) / salesCents;
  if (acos > targetAcos) return null;

  const outs = (input.budgetOuts ?? []).filter((out) => built.has(out.campaignId) && inWindow(out.date));
  const firstHourByDate = new Map<string, number>();
  const outHours = new Map<string, Map<string, number>>();
  for (const out of outs) {
    firstHourByDate.set(out.date, Math.min(firstHourByDate.get(out.date) ?? 24, out.hour));
    campaignOf(out.campaignId).days.add(out.date);
    const hours = outHours.get(out.campaignId) ?? new Map<string, number>();
    hours.set(out.date, out.hour);
    outHours.set(out.campaignId, hours);
  }
  const outDays = firstHourByDate.size;
  if (outDays < MIN_OUT_DAYS) return null;

  // At each campaign's clicks an hour served, the hours it was off would have brought this many clicks,
  // sold at the SKU's sales per click, and spent this much at its own rate.
  let extraSales = 0;
  let extraSpend = 0;
  for (const [campaignId, hours] of outHours) {
    const entry = campaignOf(campaignId);
    const servedHours = [...entry.days].reduce((sum, date) => sum + (hours.get(date) ?? 24), 0);
    const hoursOff = [...hours.values()].reduce((sum, hour) => sum + (24 - hour), 0);
    extraSales += addedByHoursOut(entry.clicks, servedHours, hoursOff) * salesPerClick;
    extraSpend += addedByHoursOut(entry.spendCents, servedHours, hoursOff);
  }
  return {
    outDays,
    windowDays: BUDGET_BOUND_DAYS,
    typicalHour: median([...firstHourByDate.values()]),
    acos,
    targetAcos,
    extraSalesCentsPerDay: Math.round(extraSales / BUDGET_BOUND_DAYS),
    maxDailyBudgetCents,
    // The extra spend of an average day it ran out, on top of the Max budget, in whole units up ($1, £1).
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

/** The recommendation the SKU page and the dashboard show, labelled as an estimate, in the SKU's currency. */
export function budgetRecommendationText(bound: BudgetBound, currency: string): string {
  const money = (cents: number) => moneyText(cents, currency);
  return (
    `Raise the Max budget from ${money(bound.maxDailyBudgetCents)} to about ` +
    `${money(bound.suggestedMaxBudgetCents)}: estimated +${money(bound.extraSalesCentsPerDay)} ` +
    `sales a day (the hours out of budget at the sales rate before running out; an estimate).`
  );
}
