/**
 * One yardstick: the best bidder on a set of pairs. The plan priced alone gives a first μ for the
 * target; the plan is priced again with our own entries on each query placed in the order of that
 * μ's bids (own-rivals.ts) and the competitors' lift those bids provoke (reaction.ts), and μ is searched on it for the target ACOS (mu-search.ts), each μ a full run of
 * the market. Also the slope of its sales against its ACOS at the chosen μ
 * (d ln sales ÷ d ln ACOS, from the plan's predictions a step either side), which equal-acos.ts uses
 * to read every strategy's sales at the target.
 */
import { measure, type StrategyFigures } from "../metrics";
import { reachableLateSales } from "../reachable";
import { runDays } from "../run-days";
import type { BenchWorld } from "../world";
import { bestBidderStrategy } from "./best-bidder";
import { MU_SEARCH, searchMu, solveMu } from "./mu-search";
import { bidsAt, type OraclePlan, predictedAcos } from "./plan";

export type YardstickRun = { mu: number; acos: number | null; sales: number };
export type Yardstick = {
  figures: StrategyFigures;
  mu: number;
  tried: YardstickRun[];
  /** d ln sales ÷ d ln ACOS of the best bidder at its μ (predicted). */
  elasticity: number;
};

const ELASTICITY_STEP = 1.15;
const ELASTICITY_RANGE = [0.1, 2] as const;

export function elasticityAt(plan: OraclePlan, mu: number): number {
  const low = bidsAt(plan, mu * ELASTICITY_STEP).predicted;
  const high = bidsAt(plan, mu / ELASTICITY_STEP).predicted;
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
  const predict = (plan: OraclePlan) => (mu: number) => predictedAcos(bidsAt(plan, mu).predicted);
  const first = solveMu(predict(alone), world.targetAcos * (1 - MU_SEARCH.tolerance / 2));
  const plan = replan(bidsAt(alone, first).bids);
  progress(`  ${name}: μ ${first.toFixed(3)} priced alone; priced again among our own entries`);
  const { best, tried } = searchMu(
    predict(plan),
    (mu) => {
      const planned = bidsAt(plan, mu);
      const run = runDays(world, bestBidderStrategy(world, plan, planned.bids));
      const figures = {
        ...measure(run, world.profileId),
        adSalesLateReachable: reachableLateSales(run, world.profileId),
      };
      progress(
        `  ${name} μ ${mu.toFixed(3)}: sales ${figures.adSales}, ACOS ${figures.acos} % (predicted ${Math.round(planned.predicted.sales)} at ${predictedAcos(planned.predicted)?.toFixed(1)} %)`,
      );
      return { mu, acos: figures.acos, sales: figures.adSales, result: figures };
    },
    world.targetAcos,
  );
  return {
    figures: best.result,
    mu: best.mu,
    tried: tried.map((run) => ({ mu: run.mu, acos: run.acos, sales: run.sales })),
    elasticity: elasticityAt(plan, best.mu),
  };
}
