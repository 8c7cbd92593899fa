/**
 * The oracle's λ: the multiplier on true revenue per click its bids are made of, chosen for the most
 * sales whose whole run stays at or under the target ACOS. A run's ACOS grows with λ (higher bids win
 * dearer clicks), so first λ is bracketed — scaled by target ÷ ACOS until one run lies under the
 * target and one over, then halved in log space — to the highest λ that meets the target. Under a
 * daily budget that is not always the most sales: dearer clicks spend the budget before the day is
 * out. So once a higher λ sells less than a lower one, or the target is met, λ steps down while the
 * sales grow.
 */
export type LambdaRun<T> = { lambda: number; acos: number | null; sales: number; result: T };

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
    if (under && over) lambda = Math.sqrt(under.lambda * over.lambda);
    else if (result.acos === null || result.acos === 0) lambda = Math.min(options.maxLambda, lambda * 2);
    else lambda = Math.min(options.maxLambda, lambda * (targetAcos / result.acos));
    if (tried.some((previous) => Math.abs(previous.lambda - lambda) < 1e-6 * lambda)) break;
  }
  const feasible = () => tried.filter((candidate) => meets(candidate, targetAcos));
  const mostSales = () => feasible().reduce((a, b) => (b.sales > a.sales ? b : a));
  if (feasible().length > 0) {
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
  return { best: tried.reduce((a, b) => ((b.acos ?? 0) < (a.acos ?? 0) ? b : a)), tried };
}
