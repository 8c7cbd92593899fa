/** One scenario, seed and target: every strategy on the same world and days, measured, then checked. */
import type { BenchArgs } from "./cli-args";
import { checkedSales, salesAtTarget } from "./equal-acos";
import { measure, type StrategyFigures } from "./metrics";
import { discoverablePairs } from "./oracle/discoverable";
import { subsetPlan } from "./oracle/plan";
import { planner } from "./oracle/planner";
import { type Yardstick, yardstick } from "./oracle/yardstick";
import { cachedOracle } from "./oracle-cache";
import { type BenchOutput, benchOutput, STRATEGY_NAMES, type StrategyName } from "./output";
import { type RunResult, runDays, type StrategyRun } from "./run-days";
import { selfCheck } from "./self-check";
import { skupilotStrategy } from "./skupilot/job";
import { classicStrategy } from "./strategies/classic";
import { downOnlyStrategy, staticStrategy } from "./strategies/fixed-bids";
import { buildWorld, profileOf, readBenchOptions, readScenario } from "./world";

export type Progress = (message: string) => void;

const SELLER_STRATEGIES = ["skupilot", "static", "classic", "downOnly"] as const;

function timed<T>(
  progress: Progress,
  name: string,
  run: () => T,
  figures: (result: T) => StrategyFigures,
): T {
  const started = performance.now();
  const result = run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { adSales, acos } = figures(result);
  progress(`${name}: sales ${adSales}, ACOS ${acos} % (${seconds} s)`);
  return result;
}

export function runScenario(args: BenchArgs, progress: Progress): BenchOutput {
  const scenario = readScenario(args.scenario);
  const started = performance.now();
  const world = buildWorld(args, scenario, readBenchOptions(args.scenario));
  progress(
    `${scenario.name} seed ${args.seed}: ${world.products.length} products, $${world.limits.budgetCents / 100} a campaign a day, world in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const wanted = (name: StrategyName) => !args.only || args.only.includes(name);
  const strategies: BenchOutput["strategies"] = {};
  const measured = (name: StrategyName, strategy: StrategyRun): RunResult => {
    const run = timed(
      progress,
      name,
      () => runDays(world, strategy),
      (result) => measure(result, world.profileId),
    );
    strategies[name] = measure(run, world.profileId);
    return run;
  };
  if (wanted("skupilot")) measured("skupilot", skupilotStrategy(world));
  // The discoverable yardstick needs static's run (what its campaigns were served on).
  const staticRun = wanted("static") || wanted("discoverable") ? measured("static", staticStrategy()) : null;
  if (!wanted("static")) delete strategies.static;
  if (wanted("classic")) measured("classic", classicStrategy(world));
  if (wanted("downOnly")) measured("downOnly", downOnlyStrategy());
  const yardsticks: Partial<Record<"oracle" | "discoverable", Yardstick & { pairs: number }>> = {};
  if (wanted("oracle") || wanted("discoverable")) {
    const { alone: plan, replan } = planner(world, progress);
    if (wanted("oracle")) {
      const found = timed(
        progress,
        "oracle",
        () =>
          cachedOracle(world, "oracle", plan.pairs.length, () =>
            yardstick(world, plan, (bids) => replan(plan, bids), progress, "oracle"),
          ),
        (result) => result.figures,
      );
      yardsticks.oracle = { ...found, pairs: plan.pairs.length };
    }
    if (wanted("discoverable") && staticRun) {
      const profile = profileOf(staticRun.state, world.profileId);
      const pairs = discoverablePairs(
        world,
        profile,
        profile.metrics.facts,
        staticRun.firstDate,
        staticRun.lastDate,
      );
      const narrowed = subsetPlan(plan, pairs);
      const found = timed(
        progress,
        `discoverable (${pairs.length} pairs)`,
        () =>
          cachedOracle(world, "discoverable", pairs.length, () =>
            yardstick(world, narrowed, (bids) => replan(narrowed, bids), progress, "discoverable"),
          ),
        (result) => result.figures,
      );
      yardsticks.discoverable = { ...found, pairs: pairs.length };
    }
  }
  if (yardsticks.oracle) strategies.oracle = yardsticks.oracle.figures;
  if (yardsticks.discoverable) strategies.discoverable = yardsticks.discoverable.figures;
  const elasticity = (yardsticks.discoverable ?? yardsticks.oracle)?.elasticity ?? 1;
  const target = world.targetAcos;
  for (const figures of Object.values(strategies))
    figures.salesAtTargetAcos =
      Math.round(salesAtTarget(figures.adSales, figures.acos, target, elasticity) * 100) / 100;
  const checked = Object.fromEntries(
    STRATEGY_NAMES.flatMap((name) => {
      const figures = strategies[name];
      if (!figures) return [];
      const isYardstick = name === "oracle" || name === "discoverable";
      const sales = isYardstick
        ? (figures.salesAtTargetAcos ?? figures.adSales)
        : checkedSales(figures.adSales, figures.acos, target, elasticity);
      return [[name, { sales, orders: figures.orders }]];
    }),
  );
  return benchOutput(
    {
      scenario: scenario.name,
      seed: args.seed,
      days: args.days,
      targetAcos: args.targetAcos,
      selfCheck: selfCheck(checked, [
        ...SELLER_STRATEGIES.map((strategy) => ({ strategy, yardstick: "discoverable" })),
        { strategy: "discoverable", yardstick: "oracle" },
      ]),
      yardsticks: Object.fromEntries(
        Object.entries(yardsticks).map(([name, found]) => [
          name,
          {
            mu: found.mu,
            elasticity: Math.round(found.elasticity * 1000) / 1000,
            pairs: found.pairs,
          },
        ]),
      ),
      dailyBudget: world.limits.budgetCents / 100,
    },
    strategies,
  );
}
