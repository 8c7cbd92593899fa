/**
 * One yardstick: the best bidder on a set of pairs. The plan priced alone gives each product a first
 * μ for the target; the plan is priced again with our own entries on each query placed in the order of
 * those bids (own-rivals.ts) and the competitors' lift those bids provoke (reaction.ts), and each
 * product's μ is searched on it for the target ACOS (per-sku-mu.ts), each try a full run of the market.
 * Also the slope of its sales against its ACOS at the chosen μ (d ln sales ÷ d ln ACOS, from the plan's
 * predictions a step either side), which equal-acos.ts uses to read every strategy's sales at the target.
 */
import { measure, productSums, type StrategyFigures } from "../metrics";
import { reachableLateSales } from "../reachable";
import { runDays } from "../run-days";
import type { BenchWorld } from "../world";
import { bestBidderStrategy } from "./best-bidder";
import { MU_SEARCH } from "./mu-search";
import { searchSkuMu, solveSkuMu } from "./per-sku-mu";
import { bidsAt, type Mu, type OraclePlan, predictedAcos, scaledMu } from "./plan";

/** Each product's μ, as JSON keeps it. */
export type ProductMu = Record<string, number>;
export type YardstickRun = { mu: ProductMu; acos: number | null; sales: number };
export type Yardstick = {
  figures: StrategyFigures;
  mu: ProductMu;
  tried: YardstickRun[];
  /** d ln sales ÷ d ln ACOS of the best bidder at its μ (predicted). */
  elasticity: number;
};

const ELASTICITY_STEP = 1.15;
const ELASTICITY_RANGE = [0.1, 2] as const;

export function elasticityAt(plan: OraclePlan, mu: Mu): number {
  const low = bidsAt(plan, scaledMu(mu, ELASTICITY_STEP)).predicted;
  const high = bidsAt(plan, scaledMu(mu, 1 / ELASTICITY_STEP)).predicted;
  const [acosLow, acosHigh] = [predictedAcos(low), predictedAcos(high)];
  if (!acosLow || !acosHigh || low.sales <= 0 || acosHigh <= acosLow) return 1;
  const slope = Math.log(high.sales / low.sales) / Math.log(acosHigh / acosLow);
  return Math.min(ELASTICITY_RANGE[1], Math.max(ELASTICITY_RANGE[0], slope));
}

export function yardstick(
  world: BenchWorld,
  alone: OraclePlan,
  replan: (firstBids: readonly Int32Array[]) => OraclePlan,
  progress: (message: string) => void,
  name: string,
): Yardstick {
  const goal = world.targetAcos * (1 - MU_SEARCH.tolerance / 2);
  const first = solveSkuMu(alone, () => goal);
  const plan = replan(bidsAt(alone, first).bids);
  progress(`  ${name}: each product's μ priced alone; priced again among our own entries`);
  const { best, tried } = searchSkuMu(
    plan,
    (mu) => {
      const planned = bidsAt(plan, mu);
      const run = runDays(world, bestBidderStrategy(world, plan, planned.bids));
      const figures = {
        ...measure(run, world.profileId),
        adSalesLateReachable: reachableLateSales(run, world.profileId),
      };
      progress(
        `  ${name} μ ${describeMu(mu)}: sales ${figures.adSales}, ACOS ${figures.acos} % (predicted ${Math.round(planned.predicted.sales)} at ${predictedAcos(planned.predicted)?.toFixed(1)} %)`,
      );
      const bySku = productSums(run, world.profileId);
      return { mu, acos: figures.acos, sales: figures.adSales, bySku, result: figures };
    },
    world.targetAcos,
  );
  return {
    figures: best.result,
    mu: rounded(best.mu),
    tried: tried.map((run) => ({ mu: rounded(run.mu), acos: run.acos, sales: run.sales })),
    elasticity: elasticityAt(plan, best.mu),
  };
}

const rounded = (mu: ReadonlyMap<string, number>): ProductMu =>
  Object.fromEntries([...mu].map(([sku, value]) => [sku, Math.round(value * 1000) / 1000]));

/** The products' μ as a range, for the progress lines. */
function describeMu(mu: ReadonlyMap<string, number>) {
  const values = [...mu.values()];
  return `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
}
