/**
 * The two yardsticks of a run: `oracle` on every pair, `discoverable` on the pairs `static`'s run and
 * the recommendations showed (oracle/discoverable.ts), each priced and searched on its own pairs
 * only, so either can run without the other (the oracle in its own thread, oracle-thread.ts).
 */
import { discoverablePairs } from "./oracle/discoverable";
import { everyPair } from "./oracle/plan";
import { planner } from "./oracle/planner";
import { type Yardstick, yardstick } from "./oracle/yardstick";
import { cachedOracle } from "./oracle-cache";
import type { RunResult } from "./run-days";
import { type Progress, timed } from "./timed";
import { type BenchWorld, profileOf } from "./world";

export type FoundYardstick = Yardstick & { pairs: number };

export function oracleYardstick(world: BenchWorld, progress: Progress): FoundYardstick {
  const pairs = everyPair(world, profileOf(world.state, world.profileId)).length;
  const found = timed(
    progress,
    "oracle",
    () =>
      cachedOracle(world, "oracle", pairs, () => {
        const { alone, replan } = planner(world, progress);
        return yardstick(world, alone, (bids) => replan(alone, bids), progress, "oracle");
      }),
    (result) => result.figures,
  );
  return { ...found, pairs };
}

export function discoverableYardstick(
  world: BenchWorld,
  staticRun: RunResult,
  progress: Progress,
): FoundYardstick {
  const profile = profileOf(staticRun.state, world.profileId);
  const pairs = discoverablePairs(
    world,
    profile,
    profile.metrics.facts,
    staticRun.firstDate,
    staticRun.lastDate,
  );
  const found = timed(
    progress,
    `discoverable (${pairs.length} pairs)`,
    () =>
      cachedOracle(world, "discoverable", pairs.length, () => {
        const { alone, replan } = planner(world, progress, pairs);
        return yardstick(world, alone, (bids) => replan(alone, bids), progress, "discoverable");
      }),
    (result) => result.figures,
  );
  return { ...found, pairs: pairs.length };
}
