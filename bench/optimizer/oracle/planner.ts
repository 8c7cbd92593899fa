/** The world's landscape priced once for every pair (plan.ts), and a re-pricer among our own entries. */
import type { TimeZone } from "../../../sandbox/model/index";
import { type BenchWorld, profileOf } from "../world";
import { runDays as runDaysOf, runLandscape } from "./landscape";
import type { OwnRivals } from "./own-rivals";
import { everyPair, type OraclePlan, type Pair, planPairs } from "./plan";

export type Planner = {
  alone: OraclePlan;
  replan: (pairs: readonly Pair[], rivals: OwnRivals) => OraclePlan;
};

/** Every pair's bid options on every run day, priced once from the world's landscape, and a re-pricer. */
export function planner(world: BenchWorld, progress: (message: string) => void): Planner {
  const started = performance.now();
  const profile = profileOf(world.state, world.profileId);
  const zone = world.timezone as TimeZone;
  const days = runDaysOf(zone, Date.parse(world.state.clock.now), world.days);
  const landscape = runLandscape(
    {
      scenario: world.scenario,
      seed: world.state.seed,
      profileId: world.profileId,
      zone,
      queries: profile.market.queries,
    },
    days,
  );
  const alone = planPairs(world, profile, everyPair(world, profile), landscape, days);
  progress(
    `  plan: ${alone.pairs.length} pairs priced in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { alone, replan: (pairs, rivals) => planPairs(world, profile, pairs, landscape, days, rivals) };
}
