/**
 * Sales compared at equal ACOS. A strategy that ran at ACOS a with sales S is read at the target T
 * as S × (T ÷ a)^e, e the best bidder's (the `discoverable` yardstick's, else the oracle's) slope of
 * ln sales against ln ACOS at its μ (yardstick.ts): what a dollar more or less of ACOS buys on this
 * market at best. So overspending is no win: a strategy at 1.5 × the target is read at
 * 1.5^−e of its sales. The self-check (self-check.ts) reads conservatively: never above the
 * strategy's own sales (no credit for running under the target).
 */

export function salesAtTarget(
  sales: number,
  acos: number | null,
  target: number,
  elasticity: number,
): number {
  if (acos === null || acos <= 0) return sales;
  return sales * (target / acos) ** elasticity;
}

/** What the self-check holds a strategy to: its sales at the target, never above what it sold. */
export function checkedSales(sales: number, acos: number | null, target: number, elasticity: number): number {
  return Math.min(sales, salesAtTarget(sales, acos, target, elasticity));
}
