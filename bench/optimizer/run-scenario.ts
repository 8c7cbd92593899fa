/** One scenario, seed and target: every strategy on the same world and days, measured. */
import type { BenchArgs } from "./cli-args";
import { measure, type StrategyFigures } from "./metrics";
import { cachedOracle } from "./oracle-cache";
import { type BenchOutput, benchOutput, STRATEGY_NAMES, type StrategyName } from "./output";
import { runDays, type StrategyRun } from "./run-days";
import { skupilotStrategy } from "./skupilot/job";
import { classicStrategy } from "./strategies/classic";
import { downOnlyStrategy, staticStrategy } from "./strategies/fixed-bids";
import { searchLambda } from "./strategies/lambda-search";
import { oracleStrategy } from "./strategies/oracle";
import { type BenchWorld, buildWorld, readScenario } from "./world";

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

function oracle(world: BenchWorld, progress: Progress): StrategyFigures {
  const { best } = searchLambda((lambda) => {
    const figures = measured(world, oracleStrategy(world, lambda));
    progress(`  oracle λ ${lambda.toFixed(3)}: sales ${figures.adSales}, ACOS ${figures.acos} %`);
    return { lambda, acos: figures.acos, sales: figures.adSales, result: figures };
  }, world.targetAcos);
  progress(`  oracle λ = ${best.lambda.toFixed(3)}`);
  return best.result;
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
  const world = buildWorld(args, scenario);
  progress(
    `${scenario.name} seed ${args.seed}: ${world.products.length} products, world in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const strategies: BenchOutput["strategies"] = {};
  for (const name of STRATEGY_NAMES) {
    if (args.only && !args.only.includes(name)) continue;
    strategies[name] = timed(progress, name, () => RUNS[name](world, progress));
  }
  return benchOutput(
    { scenario: scenario.name, seed: args.seed, days: args.days, targetAcos: args.targetAcos },
    strategies,
  );
}
