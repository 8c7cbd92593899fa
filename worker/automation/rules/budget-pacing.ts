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
 *
 * A campaign of the SKU's budget split is paced by the SKU as well: while the SKU's campaigns together
 * leave its Max budget unspent, the split moves money to the one that ran out (campaign-use.ts), so its
 * bids keep to the ACOS target instead of stepping down; it is paced no harder than the whole SKU.
 */
import { shiftDate } from "../../contracts/date-range";
import { BOUND_SHARE, splitCampaigns } from "./campaign-use";
import { dailySpend, lastReportedDay } from "./reported-days";
import type { CampaignSnapshot, SkuSnapshot } from "./rule-input";

/** Capped on each of this many last complete days: the bids step down. */
export const BOUND_DAYS = 2;
/** Spending more than this share on any of those days: the bids do not rise. */
export const FREE_SHARE = 0.75;

export type BudgetPace = "CAPPED" | "NEAR_CAP" | "FREE";

const SEVERITY: Record<BudgetPace, number> = { FREE: 0, NEAR_CAP: 1, CAPPED: 2 };

/** The pace of a spend against a budget on each of the days. */
function paceOf(shares: number[]): BudgetPace {
  if (shares.every((share) => share >= BOUND_SHARE)) return "CAPPED";
  return shares.some((share) => share > FREE_SHARE) ? "NEAR_CAP" : "FREE";
}

/** Each campaign's pace over the BOUND_DAYS last reported days (a campaign without budget is FREE). */
export function budgetPaces(snapshot: SkuSnapshot, today: string): Map<string, BudgetPace> {
  const to = lastReportedDay(snapshot, today);
  const dates = Array.from({ length: BOUND_DAYS }, (_, index) => shiftDate(to, -index));
  const spend = dailySpend(snapshot, dates.at(-1) ?? to, to);
  const shareOf = (campaigns: CampaignSnapshot[]) => {
    const budget = campaigns.reduce((sum, campaign) => sum + campaign.budgetCents, 0);
    return dates.map(
      (date) => campaigns.reduce((sum, campaign) => sum + spend(campaign.campaignId, date), 0) / budget,
    );
  };
  const members = splitCampaigns(snapshot.campaigns).filter((campaign) => campaign.budgetCents > 0);
  const skuPace = members.length > 0 ? paceOf(shareOf(members)) : "CAPPED";
  const inSplit = new Set(members.map((campaign) => campaign.campaignId));
  const paces = new Map<string, BudgetPace>();
  for (const campaign of snapshot.campaigns) {
    if (campaign.budgetCents <= 0) {
      paces.set(campaign.campaignId, "FREE");
      continue;
    }
    const own = paceOf(shareOf([campaign]));
    const pace = inSplit.has(campaign.campaignId) && SEVERITY[skuPace] < SEVERITY[own] ? skuPace : own;
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
