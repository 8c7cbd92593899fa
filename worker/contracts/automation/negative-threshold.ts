/**
 * Is a "clicks without a sale" threshold of negative optimisation too low to mean anything at the
 * SKU's conversion rate (issue 16)? Pure: the Negative Optimization panel and the docs use it.
 *
 * A term that converts exactly as well as the SKU still goes N clicks without a sale with
 * probability (1 − cvr)^N. When that chance is above TOO_LIKELY a good term is negated by bad luck
 * too often; the safer threshold is the smallest N whose chance is at most SAFE, that is
 * N ≥ ln(SAFE) / ln(1 − cvr).
 */

/** Above this chance of a good term reaching the threshold by luck, the threshold is too low. */
export const TOO_LIKELY = 0.2;
/** The suggested threshold leaves a good term at most this chance of being negated by luck. */
export const SAFE = 0.05;
/** Fewer SKU orders than this over the look-back give a conversion rate too unsteady to judge by. */
export const MIN_ORDERS_TO_JUDGE = 3;

/** Rounding slack, so 1 − 0.95 (0.050000000000000044 in floating point) counts as 5 %. */
const EPSILON = 1e-9;

export type ThresholdCheck = {
  /** The SKU's conversion rate as a fraction (orders / clicks). */
  cvr: number;
  threshold: number;
  /** Chance that a term converting like the SKU reaches the threshold without a sale. */
  chanceByLuck: number;
  tooLow: boolean;
  /** Smallest threshold with a chance of at most SAFE. */
  suggested: number;
};

/** (1 − cvr)^clicks: the chance of `clicks` clicks in a row without a sale. */
export const chanceOfNoSale = (cvr: number, clicks: number) => (1 - cvr) ** clicks;

/** The smallest N with (1 − cvr)^N ≤ SAFE; 1 when every click converts. */
export function safeClicksWithoutSale(cvr: number): number {
  if (cvr >= 1) return 1;
  return Math.max(1, Math.ceil(Math.log(SAFE) / Math.log(1 - cvr) - EPSILON));
}

/**
 * Judges `threshold` against the SKU's orders and clicks over the look-back; null when there is
 * nothing to judge by (no threshold, no clicks, or fewer than MIN_ORDERS_TO_JUDGE orders).
 */
export function checkClicksWithoutSale(
  sku: { orders: number; clicks: number },
  threshold: number | null | undefined,
): ThresholdCheck | null {
  if (threshold === null || threshold === undefined || !Number.isFinite(threshold) || threshold < 1)
    return null;
  if (sku.clicks <= 0 || sku.orders < MIN_ORDERS_TO_JUDGE) return null;
  const cvr = Math.min(1, sku.orders / sku.clicks);
  const chanceByLuck = chanceOfNoSale(cvr, threshold);
  return {
    cvr,
    threshold,
    chanceByLuck,
    tooLow: chanceByLuck > TOO_LIKELY + EPSILON,
    suggested: safeClicksWithoutSale(cvr),
  };
}
