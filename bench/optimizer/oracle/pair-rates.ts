/**
 * Each pair's click and conversion rates on a run day as the simulation will draw them: the truth
 * through the market's own drift of that local date (simulation/context.ts: dayDrift), so the
 * oracle prices the rates the market will use, not the undrifted truth.
 */
import { dayDrift, type Profile, type Scenario } from "../../../sandbox/model/index";
import { simulationSeed } from "./landscape";
import type { Pair } from "./pair";

export type PairRates = { ctr: number; cvr: number };

export type DayRates = (pair: Pair) => PairRates;

export function dayRates(
  scenario: Scenario,
  seed: string,
  profile: Profile,
  date: string,
  productIndex: ReadonlyMap<string, number>,
): DayRates {
  const drift = dayDrift(simulationSeed(seed, profile.profileId), profile, scenario, date);
  return (pair) => {
    const p = productIndex.get(pair.sku) ?? -1;
    const truth = profile.market.truth[p];
    if (!truth) return { ctr: 0, cvr: 0 };
    return {
      ctr: drift.ctr(truth.ctr[pair.q] ?? 0, p, pair.q),
      cvr: drift.cvr(truth.cvr[pair.q] ?? 0, p, pair.q),
    };
  };
}
