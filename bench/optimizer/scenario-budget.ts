/**
 * The scenario's own say on the bench's daily budget (`"budget"` in scenario.ts): a fixed amount a
 * campaign, or a share of the demand-sized budget (budget.ts) so that budgets bind. Without it the
 * demand-sized budget stands, which never binds the best bidder.
 */
import type { Scenario } from "../../sandbox/model/scenario";

/** Amazon's least daily budget of a US campaign, in cents. */
const MIN_BUDGET_CENTS = 100;

export function scenarioBudgetCents(
  scenario: Scenario,
  priceFactor: number,
  demandCents: () => number,
): number {
  const spec = scenario.budget;
  if (spec?.dailyPerCampaign !== undefined) return Math.round(spec.dailyPerCampaign * priceFactor * 100);
  const demand = demandCents();
  if (spec?.demandShare === undefined) return demand;
  return Math.max(MIN_BUDGET_CENTS, Math.round(demand * spec.demandShare));
}
