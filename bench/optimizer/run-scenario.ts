/**
 * One scenario, seed and target: every strategy on the same world and days, measured, then checked.
 * The oracle yardstick runs in a thread of its own meanwhile (oracle-thread.ts).
 */
import type { BenchArgs } from "./cli-args";
import { checkedSales, salesAtTarget } from "./equal-acos";
import { measure } from "./metrics";
import { oracleInThread } from "./oracle-thread";
import { type BenchOutput, benchOutput, STRATEGY_NAMES, type StrategyName } from "./output";
import { type RunResult, runDays, type StrategyRun } from "./run-days";
import { selfCheck } from "./self-check";
import { skupilotStrategy } from "./skupilot/job";
import { classicStrategy } from "./strategies/classic";
import { downOnlyStrategy, staticStrategy } from "./strategies/fixed-bids";
import { type Progress, timed } from "./timed";
import { buildWorld, readBenchOptions, readScenario } from "./world";
import { discoverableYardstick, type FoundYardstick } from "./yardstick-runs";

export type { Progress } from "./timed";

const SELLER_STRATEGIES = ["skupilot", "static", "classic", "downOnly"] as const;

export async function runScenario(args: BenchArgs, progress: Progress): Promise<BenchOutput> {
  const scenario = readScenario(args.scenario);
  const started = performance.now();
  const world = buildWorld(args, scenario, readBenchOptions(args.scenario));
  progress(
    `${scenario.name} seed ${args.seed}: ${world.products.length} products, $${world.limits.budgetCents / 100} a campaign a day, world in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const wanted = (name: StrategyName) => !args.only || args.only.includes(name);
  const oracle = wanted("oracle") ? oracleInThread(args, progress) : null;
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
  const discoverable =
    wanted("discoverable") && staticRun ? discoverableYardstick(world, staticRun, progress) : null;
  // Inserted in this order, as the JSON has always listed them.
  const yardsticks: Partial<Record<"oracle" | "discoverable", FoundYardstick>> = {};
  if (oracle) yardsticks.oracle = await oracle;
  if (discoverable) yardsticks.discoverable = discoverable;
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
