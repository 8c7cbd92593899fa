/**
 * Budget pacing of bid optimisation. A campaign that spends its whole daily budget stops serving
 * for the rest of the day (in our simulated market budget-capped campaigns spend 85 % of their clicks
 * before noon), so the clicks it buys are the dear ones of the morning. Under a binding budget the
 * most sales for the money come from lower bids: each click costs less (a second price), the same
 * budget buys more of them and lasts the day. The best bidder the bench computes confirms it: on a
 * budget-bound market its sales grow as it lowers its bids until the budget is no longer spent
 * (docs/automation.md § Budget pacing has the figures).
 *
 * So while a campaign spent at least BOUND_SHARE of its budget on each of the last BOUND_DAYS
 * reported days (complete days whose report is out: early in the day yesterday's is not), its bids
 * step down (at most the step cap a run, as any bid move); while it spends over FREE_SHARE they do
 * not rise; under that the ACOS target alone decides. The target ACOS stays
 * a ceiling: a bid never goes above the bid that buys clicks at the target.
 */
import { shiftDate } from "../../contracts/date-range";
import type { SkuSnapshot } from "./rule-input";

/** A day on which the campaign spent at least this share of its budget counts as capped. */
export const BOUND_SHARE = 0.9;
/** Capped on each of this many last complete days: the bids step down. */
export const BOUND_DAYS = 2;
/** Spending more than this share on any of those days: the bids do not rise. */
export const FREE_SHARE = 0.75;

export type BudgetPace = "CAPPED" | "NEAR_CAP" | "FREE";

/** Amazon publishes a day within hours of its end: a report further behind is stale, not late. */
export const MAX_REPORT_LAG_DAYS = 1;

/** The last complete day the reports hold: yesterday, or the day before while yesterday's is not out. */
function lastReportedDay(snapshot: SkuSnapshot, today: string): string {
  const yesterday = shiftDate(today, -1);
  const earliest = shiftDate(yesterday, -MAX_REPORT_LAG_DAYS);
  const reported = snapshot.reportedThrough ?? yesterday;
  return reported > yesterday ? yesterday : reported < earliest ? earliest : reported;
}

/** Each campaign's pace over the BOUND_DAYS last reported days (a campaign without budget is FREE). */
export function budgetPaces(snapshot: SkuSnapshot, today: string): Map<string, BudgetPace> {
  const to = lastReportedDay(snapshot, today);
  const from = shiftDate(to, -(BOUND_DAYS - 1));
  const spend = new Map<string, number>();
  for (const day of snapshot.targetingDays) {
    if (day.date < from || day.date > to) continue;
    const key = `${day.campaignId}\u0000${day.date}`;
    spend.set(key, (spend.get(key) ?? 0) + day.spendCents);
  }
  const paces = new Map<string, BudgetPace>();
  for (const campaign of snapshot.campaigns) {
    if (campaign.budgetCents <= 0) {
      paces.set(campaign.campaignId, "FREE");
      continue;
    }
    const shares = Array.from(
      { length: BOUND_DAYS },
      (_, index) =>
        (spend.get(`${campaign.campaignId}\u0000${shiftDate(to, -index)}`) ?? 0) / campaign.budgetCents,
    );
    const pace: BudgetPace = shares.every((share) => share >= BOUND_SHARE)
      ? "CAPPED"
      : shares.some((share) => share > FREE_SHARE)
        ? "NEAR_CAP"
        : "FREE";
    paces.set(campaign.campaignId, pace);
  }
  return paces;
}

/**
 * The bid to move toward given the campaign's pace: the ACOS target's when free; no higher than the
 * current bid near the cap; under the cap a step down from the current bid (never above the ACOS target's).
 */
export function pacedTargetCents(
  acosTargetCents: number,
  bidCents: number,
  pace: BudgetPace,
  stepDownCents: number,
): number {
  if (pace === "CAPPED") return Math.min(acosTargetCents, bidCents - stepDownCents);
  if (pace === "NEAR_CAP") return Math.min(acosTargetCents, bidCents);
  return acosTargetCents;
}
