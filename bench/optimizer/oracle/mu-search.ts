/**
 * The μ of the best bidder: the price of a dollar of spend in sales (each bid maximises sales −
 * μ × spend, so every pair's last dollar buys μ dollars of sales). Higher μ, lower ACOS. The plan
 * predicts a μ's ACOS without running the market, so μ is first solved on the prediction (bisection
 * on log μ); a full run then measures it (the prediction ignores our own products meeting in one
 * auction, budgets running out within a day, and the draws). The search aims at the middle of the
 * accepted band, goal = target × (1 − tolerance ÷ 2), so a run lands under the target rather than
 * approach it from above; the next μ solves the prediction for an aim corrected by how far the run
 * missed (aim × goal ÷ measured ACOS) or, once runs lie
 * both sides of the target, interpolates between them in log μ. At most `runs` runs; the most sales
 * at or under the target wins.
 */

export type MuRun<T> = { mu: number; acos: number | null; sales: number; result: T };

export type MuSearch = {
  runs: number;
  /** A run this close under the target (share of it) ends the search. */
  tolerance: number;
  lowMu: number;
  highMu: number;
};

export const MU_SEARCH: MuSearch = { runs: 4, tolerance: 0.03, lowMu: 0.5, highMu: 500 };

const meets = (acos: number | null, target: number) => acos === null || acos <= target;

/** The smallest μ whose predicted ACOS is at or under `aim` (bisection on log μ; predicted ACOS falls as μ grows). */
export function solveMu(
  predictAcos: (mu: number) => number | null,
  aim: number,
  options = MU_SEARCH,
): number {
  let [low, high] = [options.lowMu, options.highMu];
  if (meets(predictAcos(low), aim)) return low;
  for (let step = 0; step < 40; step++) {
    const middle = Math.sqrt(low * high);
    if (meets(predictAcos(middle), aim)) high = middle;
    else low = middle;
  }
  return high;
}

export function searchMu<T>(
  predictAcos: (mu: number) => number | null,
  run: (mu: number) => MuRun<T>,
  target: number,
  options: MuSearch = MU_SEARCH,
): { best: MuRun<T>; tried: MuRun<T>[] } {
  const tried: MuRun<T>[] = [];
  const goal = target * (1 - options.tolerance / 2);
  let aim = goal;
  while (tried.length < options.runs) {
    const under = tried.filter((r) => meets(r.acos, target)).sort((a, b) => a.mu - b.mu)[0];
    const over = tried.filter((r) => !meets(r.acos, target)).sort((a, b) => b.mu - a.mu)[0];
    const mu = under && over ? between(under, over, target) : solveMu(predictAcos, aim, options);
    if (tried.some((previous) => Math.abs(previous.mu - mu) < 1e-6 * mu)) break;
    const result = run(mu);
    tried.push(result);
    if (result.acos !== null && result.acos <= target && result.acos >= target * (1 - options.tolerance))
      break;
    aim = result.acos === null || result.acos === 0 ? aim * 1.5 : (aim * goal) / result.acos;
  }
  const feasible = tried.filter((r) => meets(r.acos, target));
  const best =
    feasible.length > 0
      ? feasible.reduce((a, b) => (b.sales > a.sales ? b : a))
      : tried.reduce((a, b) => ((b.acos ?? 0) < (a.acos ?? 0) ? b : a));
  return { best, tried };
}

/** The μ where the line through the runs either side of the target (ACOS against log μ) crosses it. */
function between(under: MuRun<unknown>, over: MuRun<unknown>, target: number): number {
  const [lu, lo] = [Math.log(under.mu), Math.log(over.mu)];
  if (under.acos === null || over.acos === null || over.acos <= under.acos) return Math.exp((lu + lo) / 2);
  const goal = target * (1 - MU_SEARCH.tolerance / 2);
  const share = Math.min(0.9, Math.max(0.1, (over.acos - goal) / (over.acos - under.acos)));
  return Math.exp(lo + share * (lu - lo));
}
