/**
 * Seasonal budget (spec 001 §3 "Increase daily budget at time of year"): from the From date to the
 * To date, both included, the budget goes up by an amount (the profile's currency) or % of its pre-season value, capped at the
 * setting's max; from the day after (or once switched off) it goes back.
 *
 * - Skupilot's own campaigns (a role) share the SKU's Max budget: the season raises that cap, and
 *   the BUDGET_SPLIT rule splits the raised cap among them (`capOf` in budget-split.ts). This rule
 *   leaves their budgets to the split.
 * - A migrated campaign that advertises only this SKU (role null, not shared with other SKUs) keeps
 *   its own budget outside the split, and this rule raises and restores it like before: its
 *   pre-season budget is read from the change log, so a second run never raises twice.
 * - A campaign shared with other SKUs' product ads is left alone: its budget is not this SKU's.
 */
import type { Seasonality } from "../../contracts/advertised-skus/advertised-sku";
import type { ProposedChange } from "../../contracts/automation/change";
import { isBetweenDates } from "./ads-off";
import { changeDate, isTakenBack, ownChangesByEntity, valueBeforeRule } from "./own-changes";
import { moneyText, pct } from "./reason-text";
import type { RuleDefinition } from "./rule";
import type { RuleInput } from "./rule-input";
import { everyRun } from "./schedule";

type BudgetSetting = Seasonality["increaseDailyBudgetAtTimeOfYear"];

/** The in-season budget for a pre-season `base`, and how it was reached, for the reason (in `currency`). */
export function seasonalBudget(base: number, setting: BudgetSetting, currency: string) {
  const money = (cents: number) => moneyText(cents, currency);
  const amount = setting.budgetAmount ?? 0;
  const isPercent = setting.amountIncreaseType === "%";
  const raised = isPercent ? Math.round(base * (1 + amount / 100)) : base + Math.round(amount * 100);
  const maxCents = Math.round((setting.budgetMax ?? 0) * 100);
  const cents = Math.max(base, Math.min(raised, maxCents));
  const step = isPercent ? `+${pct(amount)}` : `+${money(Math.round(amount * 100))}`;
  const capped = raised > cents ? `, capped at the max ${money(maxCents)}` : ` (max ${money(maxCents)})`;
  return { cents, how: `${step} on the pre-season ${money(base)} = ${money(raised)}${capped}` };
}

export function proposeSeasonalBudget({ snapshot, clock }: RuleInput): ProposedChange[] {
  const { skuId, timezone, seasonality, currency } = snapshot.settings;
  const money = (cents: number) => moneyText(cents, currency);
  const setting = seasonality?.increaseDailyBudgetAtTimeOfYear;
  const season = `${setting?.from} to ${setting?.to}`;
  const inSeason = Boolean(setting?.isActivated && isBetweenDates(clock.today, setting.from, setting.to));
  const held = new Set(snapshot.heldEntityIds);
  const changesOf = ownChangesByEntity(snapshot.history, "SEASONAL_BUDGET");
  const proposals: ProposedChange[] = [];
  for (const { campaignId, role, state, budgetCents: current, sharedWithOtherSkus } of snapshot.campaigns) {
    if (role !== null || sharedWithOtherSkus || state === "ARCHIVED" || held.has(campaignId)) continue;
    const changes = changesOf.get(campaignId);
    const latest = changes?.[0];
    const base = valueBeforeRule(changes, current);
    let to = base;
    let reason = setting?.isActivated
      ? `Seasonal budget ${season} is over (today ${clock.today}); back to the pre-season ${money(base)}`
      : `Seasonal budget switched off; back to the pre-season ${money(base)}`;
    if (setting && inSeason) {
      // Taken back, or changed by the seller, since this season began: the seller's budget stands.
      const sellerSince =
        latest &&
        changeDate(latest, timezone) >= (setting.from ?? clock.today) &&
        (isTakenBack(latest) || ("toCents" in latest && latest.toCents !== current));
      if (sellerSince) continue;
      const raise = seasonalBudget(base, setting, currency);
      to = raise.cents;
      reason = `Seasonal budget ${season} (today ${clock.today}): ${raise.how}`;
    }
    if (to === current) continue;
    proposals.push({
      rule: "SEASONAL_BUDGET",
      skuId,
      campaignId,
      kind: "SET_BUDGET",
      entityType: "CAMPAIGN",
      entityId: campaignId,
      fromCents: current,
      toCents: to,
      reason: `${reason}; budget ${money(current)} → ${money(to)}`,
    });
  }
  return proposals;
}

export const seasonalBudgetRule: RuleDefinition = {
  rule: "SEASONAL_BUDGET",
  isEnabled: (settings) => settings.seasonality?.increaseDailyBudgetAtTimeOfYear.isActivated === true,
  isDue: everyRun,
  restoresWhenOff: true,
  propose: proposeSeasonalBudget,
};
