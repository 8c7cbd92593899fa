/**
 * The μ of the best bidder: the price of a dollar of spend in sales (each bid maximises sales −
 * μ × spend, so every pair's last dollar buys μ dollars of sales). Higher μ, lower ACOS. The plan
 * predicts a μ's ACOS without running the market, so μ is solved on the prediction (bisection on
 * log μ), for each product on its own (per-sku-mu.ts), whose search then corrects it by full runs.
 */

export type MuSearch = {
  /** Full runs of the market at most. */
  runs: number;
  /** The accepted band under the target (share of it): the search aims at its middle. */
  tolerance: number;
  lowMu: number;
  highMu: number;
};

export const MU_SEARCH: MuSearch = { runs: 4, tolerance: 0.03, lowMu: 0.5, highMu: 500 };

const meets = (acos: number | null, aim: number) => acos === null || acos <= aim;

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
