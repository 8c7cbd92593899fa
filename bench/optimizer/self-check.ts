/**
 * The bench's check on its own yardsticks: no strategy may sell more at or under the target ACOS
 * than its yardstick (`discoverable` for every seller strategy, `oracle` for `discoverable`) beyond
 * the draws' noise. Each strategy's sales are read at the target (equal-acos.ts: checkedSales), the
 * yardstick's at the target too (salesAtTarget: its μ search lands within 3 % under it).
 *
 * Tolerance: two runs of one world differ by their order draws; the orders of a run are a sum of
 * independent Bernoulli draws, so a run's sales carry a relative standard error of about
 * 1 ÷ √orders, and the ratio of two runs √(1/n₁ + 1/n₂). Three of those (and at least 2 %, for the
 * prediction's own grid and the days' order lag) is the noise allowed.
 */

export type CheckedFigures = { sales: number; orders: number };
export type SelfCheckWorst = { strategy: string; yardstick: string; ratio: number; tolerance: number };
export type SelfCheck = { passed: boolean; worst: SelfCheckWorst | null };

const MIN_TOLERANCE = 0.02;
const STANDARD_ERRORS = 3;

export function noiseTolerance(ordersA: number, ordersB: number): number {
  if (ordersA <= 0 || ordersB <= 0) return MIN_TOLERANCE;
  return Math.max(MIN_TOLERANCE, STANDARD_ERRORS * Math.sqrt(1 / ordersA + 1 / ordersB));
}

/** `pairs`: each strategy with its yardstick's name; `figures`: every strategy's checked sales and orders. */
export function selfCheck(
  figures: Readonly<Record<string, CheckedFigures | undefined>>,
  pairs: readonly { strategy: string; yardstick: string }[],
): SelfCheck {
  let worst: SelfCheckWorst | null = null;
  let passed = true;
  for (const { strategy, yardstick } of pairs) {
    const own = figures[strategy];
    const bound = figures[yardstick];
    if (!own || !bound || bound.sales <= 0) continue;
    const ratio = Math.round((own.sales / bound.sales) * 1000) / 1000;
    const tolerance = Math.round(noiseTolerance(own.orders, bound.orders) * 1000) / 1000;
    if (ratio > 1 + tolerance) passed = false;
    if (!worst || ratio - tolerance > worst.ratio - worst.tolerance)
      worst = { strategy, yardstick, ratio, tolerance };
  }
  return { passed, worst };
}
