/** One scenario, seed and target: every strategy on the same world and days, measured. */
import type { BenchArgs } from "./cli-args";
import { budgetBoundDays, measure, type StrategyFigures, skuTotals } from "./metrics";
import { cachedOracle } from "./oracle-cache";
import { type BenchOutput, benchOutput, STRATEGY_NAMES, type StrategyName } from "./output";
import { reachableLateSales } from "./reachable";
import { runDays, type StrategyRun } from "./run-days";
import { skupilotStrategy } from "./skupilot/job";
import { classicStrategy } from "./strategies/classic";
import { downOnlyStrategy, staticStrategy } from "./strategies/fixed-bids";
import { LAMBDA_SEARCH, searchLambda } from "./strategies/lambda-search";
import { type Lambdas, oracleStrategy } from "./strategies/oracle";
import { perProductLambdas } from "./strategies/per-product-lambda";
import { type BenchWorld, buildWorld, readBenchOptions, readScenario } from "./world";

export type Progress = (message: string) => void;

function timed(progress: Progress, name: string, run: () => StrategyFigures): StrategyFigures {
  const started = performance.now();
  const figures = run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  progress(`${name}: sales ${figures.adSales}, ACOS ${figures.acos} % (${seconds} s)`);
  return figures;
}

const measured = (world: BenchWorld, strategy: StrategyRun) =>
  measure(runDays(world, strategy), world.profileId);

/** The λ tried above the search's best when the search tried none (a step of the search's size). */
const ABOVE_BEST = 1 / LAMBDA_SEARCH.stepDown;

/** A product whose budget ran out on this many days of the run is held back by it (not by its bids). */
const BOUND_DAYS = 3;

type OracleRun = {
  figures: StrategyFigures;
  bySku: Map<string, { spend: number; sales: number }>;
  bound: boolean;
};

function oracleRun(world: BenchWorld, lambdas: Lambdas): OracleRun {
  const run = runDays(world, oracleStrategy(world, lambdas));
  const boundDays = budgetBoundDays(run, world.profileId);
  return {
    figures: {
      ...measure(run, world.profileId),
      adSalesLateReachable: reachableLateSales(run, world.profileId),
    },
    bySku: skuTotals(run, world.profileId),
    bound: [...boundDays.values()].some((days) => days >= BOUND_DAYS),
  };
}

const meetsTarget = (figures: StrategyFigures, target: number) =>
  figures.acos === null || figures.acos <= target;

/**
 * The best bidder: the λ search (one λ for every product), then, if some product's budget ran out
 * on a few days, each product's own λ chosen from the search's runs (per-product-lambda.ts) and
 * run; the most sales at or under the target wins.
 * If the combination lands over the target (products meet in some auctions), it is chosen again
 * once for a target lowered by the overshoot.
 */
function oracle(world: BenchWorld, progress: Progress): StrategyFigures {
  const target = world.targetAcos;
  const { best, tried } = searchLambda((lambda) => {
    const result = oracleRun(world, lambda);
    progress(
      `  oracle λ ${lambda.toFixed(3)}: sales ${result.figures.adSales}, ACOS ${result.figures.acos} %`,
    );
    return { lambda, acos: result.figures.acos, sales: result.figures.adSales, bound: result.bound, result };
  }, target);
  progress(`  oracle one λ = ${best.lambda.toFixed(3)}`);
  let answer = meetsTarget(best.result.figures, target) ? best.result.figures : null;
  // No budget held any product back: one λ for all is the best bidder (bids at λ × value equalise
  // every click's cost per sale at the margin), and a λ per product could only chase noise.
  if (!tried.some((run) => run.bound)) return answer ?? best.result.figures;
  const points = tried.map((run) => ({ lambda: run.lambda, bySku: run.result.bySku }));
  // A product whose budget does not bind may take a λ over the common one: the grid needs one above it.
  if (!tried.some((run) => run.lambda > best.lambda * 1.01)) {
    const lambda = best.lambda * ABOVE_BEST;
    const result = oracleRun(world, lambda);
    progress(
      `  oracle λ ${lambda.toFixed(3)}: sales ${result.figures.adSales}, ACOS ${result.figures.acos} %`,
    );
    points.push({ lambda, bySku: result.bySku });
  }
  let aim = target;
  for (let attempt = 0; attempt < 2; attempt++) {
    const choice = perProductLambdas(points, aim);
    if (!choice || [...choice.lambdas.values()].every((lambda) => lambda === best.lambda)) break;
    const result = oracleRun(world, choice.lambdas);
    const lambdas = [...new Set(choice.lambdas.values())].map((l) => l.toFixed(3)).join(", ");
    progress(
      `  oracle λ per product (${lambdas}): sales ${result.figures.adSales}, ACOS ${result.figures.acos} % (predicted ${Math.round(choice.predicted.sales)})`,
    );
    if (meetsTarget(result.figures, target)) {
      if (!answer || result.figures.adSales > answer.adSales) answer = result.figures;
      break;
    }
    aim = (aim * target) / (result.figures.acos ?? target);
  }
  return answer ?? best.result.figures;
}

const RUNS: Record<StrategyName, (world: BenchWorld, progress: Progress) => StrategyFigures> = {
  skupilot: (world) => measured(world, skupilotStrategy(world)),
  static: (world) => measured(world, staticStrategy()),
  classic: (world) => measured(world, classicStrategy(world)),
  downOnly: (world) => measured(world, downOnlyStrategy()),
  oracle: (world, progress) => cachedOracle(world, () => oracle(world, progress)),
};

export function runScenario(args: BenchArgs, progress: Progress): BenchOutput {
  const scenario = readScenario(args.scenario);
  const started = performance.now();
  const world = buildWorld(args, scenario, readBenchOptions(args.scenario));
  progress(
    `${scenario.name} seed ${args.seed}: ${world.products.length} products, $${world.limits.budgetCents / 100} a campaign a day, world in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const strategies: BenchOutput["strategies"] = {};
  for (const name of STRATEGY_NAMES) {
    if (args.only && !args.only.includes(name)) continue;
    strategies[name] = timed(progress, name, () => RUNS[name](world, progress));
  }
  return benchOutput(
    {
      scenario: scenario.name,
      seed: args.seed,
      days: args.days,
      targetAcos: args.targetAcos,
      dailyBudget: world.limits.budgetCents / 100,
    },
    strategies,
  );
}
