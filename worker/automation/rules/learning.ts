/**
 * The learning threshold (issue 29): a keyword or target is not judged on its own clicks before it
 * has LEARNING_CLICKS of them since it was launched (the snapshot's days before today, up to 90). Until
 * then bid optimisation never cuts its bid; it may still raise one toward what its ad group earns a
 * click, which is how a keyword launched under the auctions' price gets the clicks to be judged by.
 * The seller sees "collecting data: 3 of 20 clicks" (Next run).
 *
 * Why 20, from the rules' own statistics:
 * - the shrinkage (revenue-per-click.ts, PRIOR_ORDERS = 2): at the market's usual conversion of
 *   about 10 %, a keyword's own clicks weigh as much as its ad group's at 2 / 0.1 = 20 clicks; under
 *   that its estimate is mostly its group's, so a move is a judgment of the group, not of it;
 * - the negative threshold's sense check (contracts/automation/negative-threshold.ts): at an 8 %
 *   conversion a good keyword goes 20 clicks without a sale 0.92^20 = 19 % of the time, just under
 *   TOO_LIKELY (20 %); at 3 clicks 78 %: "No sales from 3 clicks" is what a good keyword looks like;
 * - the SKU as a whole waits for the same 20 clicks (bid-optimisation.ts, MIN_SKU_CLICKS).
 */
import type { SkuSnapshot } from "./rule-input";

export const LEARNING_CLICKS = 20;

/** Each keyword's and target's clicks on the snapshot's days before `today` (its life, up to 90 days). */
export function clicksSoFar(snapshot: SkuSnapshot, today: string): Map<string, number> {
  const clicks = new Map<string, number>();
  for (const day of snapshot.targetingDays) {
    if (day.date >= today) continue;
    clicks.set(day.targetingId, (clicks.get(day.targetingId) ?? 0) + day.clicks);
  }
  return clicks;
}

export const isLearning = (clicks: number) => clicks < LEARNING_CLICKS;

/** "collecting data: 3 of 20 clicks". */
export const collectingText = (clicks: number) => `collecting data: ${clicks} of ${LEARNING_CLICKS} clicks`;
