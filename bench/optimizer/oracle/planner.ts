/**
 * The world's landscape priced once for every pair (plan.ts), or for the pairs given (a pair priced
 * alone ignores the others, so the discoverable yardstick prices only its own), and a re-pricer among
 * our own entries that also moves each day's competitor lift by the reaction those entries provoke
 * (reaction.ts).
 */
import type { TimeZone } from "../../../sandbox/model/index";
import { type BenchWorld, profileOf } from "../world";
import { type LandscapeInput, runDays as runDaysOf, runLandscape } from "./landscape";
import { ownRivals } from "./own-rivals";
import { everyPair, type OraclePlan, type Pair, planPairs } from "./plan";
import { predictedLifts, startLifts } from "./reaction";

export type Planner = {
  /** Every pair (or those given) priced alone, at the competitors' lift as the run starts. */
  alone: OraclePlan;
  /** `plan`'s pairs priced again among our entries at `firstBids` and at the lifts they provoke. */
  replan: (plan: OraclePlan, firstBids: readonly Int32Array[]) => OraclePlan;
};

export function planner(
  world: BenchWorld,
  progress: (message: string) => void,
  pairs?: readonly Pair[],
): Planner {
  const started = performance.now();
  const profile = profileOf(world.state, world.profileId);
  const { market } = profile;
  const zone = world.timezone as TimeZone;
  const days = runDaysOf(zone, Date.parse(world.state.clock.now), world.days);
  const input: LandscapeInput = {
    scenario: world.scenario,
    seed: world.state.seed,
    profileId: world.profileId,
    zone,
    queries: market.queries,
  };
  const lifts = startLifts(market);
  const landscape = runLandscape(input, days, (_, q) => lifts[q] ?? 1);
  const alone = planPairs(world, profile, pairs ?? everyPair(world, profile), landscape, days);
  progress(
    `  plan: ${alone.pairs.length} pairs priced in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    alone,
    replan: (plan, firstBids) => {
      const reacted = predictedLifts(input, market, days, plan, firstBids);
      const reactedLandscape = runLandscape(input, days, (d, q) => reacted[d]?.[q] ?? 1);
      return planPairs(world, profile, plan.pairs, reactedLandscape, days, ownRivals(plan, firstBids));
    },
  };
}
