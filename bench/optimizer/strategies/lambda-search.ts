/**
 * The oracle's λ: the multiplier on true revenue per click its bids are made of, chosen for the most
 * sales whose whole run stays at or under the target ACOS. A run's ACOS grows with λ (higher bids win
 * dearer clicks), so first λ is bracketed — scaled by target ÷ ACOS until one run lies under the
 * target and one over, then narrowed where the line between them crosses the target (secant) —
 * to the highest λ that meets the target. Under a daily budget that is not always the most sales:
 * dearer clicks spend the budget before the day is out. So if some higher λ sold less than a lower
 * one, λ then steps down while the sales grow; otherwise the search ends there.
 */
/** `bound`: some product's budget ran out on enough days of the run to hold its sales back. */
export type LambdaRun<T> = { lambda: number; acos: number | null; sales: number; bound?: boolean; result: T };

export type LambdaSearch = {
  start: number;
  /** Runs at most (each is a whole simulated run). */
  runs: number;
  /** A run this close under the target (share of it) ends the bracketing. */
  tolerance: number;
  maxLambda: number;
  /** The factor of each step down once the target is met. */
  stepDown: number;
};

export const LAMBDA_SEARCH: LambdaSearch = {
  start: 0.25,
  runs: 7,
  tolerance: 0.03,
  maxLambda: 4,
  stepDown: 0.75,
};

const meets = (run: { acos: number | null }, target: number) => run.acos === null || run.acos <= target;

export function searchLambda<T>(
  evaluate: (lambda: number) => LambdaRun<T>,
  targetAcos: number,
  options: LambdaSearch = LAMBDA_SEARCH,
): { best: LambdaRun<T>; tried: LambdaRun<T>[] } {
  const tried: LambdaRun<T>[] = [];
  const run = (lambda: number) => {
    const result = evaluate(lambda);
    tried.push(result);
    return result;
  };
  let under: LambdaRun<T> | null = null;
  let over: LambdaRun<T> | null = null;
  let lambda = options.start;
  while (tried.length < options.runs) {
    const result = run(lambda);
    if (meets(result, targetAcos)) {
      if (!under || result.lambda > under.lambda) under = result;
    } else if (!over || result.lambda < over.lambda) over = result;
    if (
      meets(result, targetAcos) &&
      result.acos !== null &&
      result.acos >= targetAcos * (1 - options.tolerance)
    )
      break;
    // A higher λ that sold less than a lower one meeting the target: the budget binds, look lower.
    if (under && result.lambda > under.lambda && result.sales < under.sales) break;
    if (under && over) lambda = secant(under, over, targetAcos) ?? Math.sqrt(under.lambda * over.lambda);
    else if (result.acos === null || result.acos === 0) lambda = Math.min(options.maxLambda, lambda * 2);
    else lambda = Math.min(options.maxLambda, lambda * (targetAcos / result.acos));
    if (tried.some((previous) => Math.abs(previous.lambda - lambda) < 1e-6 * lambda)) break;
  }
  const feasible = () => tried.filter((candidate) => meets(candidate, targetAcos));
  const mostSales = () => feasible().reduce((a, b) => (b.sales > a.sales ? b : a));
  // A run held back by its budget, or sales that fell as λ rose: a lower λ may sell more.
  const budgetBinds = () =>
    tried.some((run) => run.bound) ||
    tried.some((high) => tried.some((low) => low.lambda < high.lambda && low.sales > high.sales));
  if (feasible().length > 0 && budgetBinds()) {
    // Down from the best run while the sales grow (a budget-bound market sells more on cheaper clicks).
    while (tried.length < options.runs) {
      const best = mostSales();
      const lower = Math.max(
        ...feasible()
          .filter((c) => c.lambda < best.lambda)
          .map((c) => c.lambda),
        0,
      );
      const next = best.lambda * options.stepDown;
      if (lower > 0 && lower >= next * 0.999) break;
      const result = run(next);
      if (result.sales <= best.sales) break;
    }
    return { best: mostSales(), tried };
  }
  if (feasible().length > 0) return { best: mostSales(), tried };
  return { best: tried.reduce((a, b) => ((b.acos ?? 0) < (a.acos ?? 0) ? b : a)), tried };
}

/**
 * The λ where the line through the last runs under and over the target crosses it: ACOS grows about
 * linearly with λ between two close runs, so this lands nearer than halving. Kept strictly inside
 * the bracket (a tenth of its width from each end), null when the two ACOS are equal.
 */
function secant(under: LambdaRun<unknown>, over: LambdaRun<unknown>, target: number): number | null {
  if (under.acos === null || over.acos === null || over.acos <= under.acos) return null;
  const share = (target - under.acos) / (over.acos - under.acos);
  const bounded = Math.min(0.9, Math.max(0.1, share));
  return under.lambda + bounded * (over.lambda - under.lambda);
}
