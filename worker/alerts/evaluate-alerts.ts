import type { AlertRules } from "../contracts/alerts/alert-rules";
import { acosOverTargetAlerts, type SkuDays } from "./acos-over-target";
import { adLimitNearAlert } from "./ad-limit-near";
import type { RaisedAlert } from "./alert";
import { type BudgetOutToday, budgetOutAlerts } from "./budget-out";
import { outOfStockAlerts, type SkuAvailability } from "./out-of-stock";

/** What the worker knows of a profile after its hourly sync and automation run. */
export type ProfileFacts = {
  /** The marketplace's date. */
  today: string;
  budgetOuts: BudgetOutToday[];
  skuDays: SkuDays[];
  availability: SkuAvailability[];
  /** The seller's month's ad spend and their plan's cap (null: no cap). */
  adSpend: { usdCents: number; capUsdCents: number | null } | null;
};

/** The alerts a profile's turned-on rules raise from its hourly facts. */
export function evaluateProfileAlerts(rules: AlertRules, facts: ProfileFacts): RaisedAlert[] {
  const { today } = facts;
  const raised: RaisedAlert[] = [];
  if (rules.budgetOut.enabled) raised.push(...budgetOutAlerts(rules.budgetOut, today, facts.budgetOuts));
  if (rules.acosOverTarget.enabled)
    raised.push(...acosOverTargetAlerts(rules.acosOverTarget, today, facts.skuDays));
  if (rules.outOfStock.enabled) raised.push(...outOfStockAlerts(rules.outOfStock, today, facts.availability));
  const adLimit = rules.adLimitNear.enabled && facts.adSpend ? adLimitNearAlert(facts.adSpend, today) : null;
  if (adLimit) raised.push(adLimit);
  return raised;
}
