import { describe, expect, it } from "vitest";
import { bestBidderStrategy } from "../../../bench/optimizer/oracle/best-bidder";
import { type LandscapeInput, runDays as runDaysOf } from "../../../bench/optimizer/oracle/landscape";
import { planner } from "../../../bench/optimizer/oracle/planner";
import { predictedLifts, topSlotsWon } from "../../../bench/optimizer/oracle/reaction";
import { runDays } from "../../../bench/optimizer/run-days";
import { profileOf } from "../../../bench/optimizer/world";
import type { TimeZone } from "../../../sandbox/model/index";
import { tinyWorld } from "./tiny-market";

/** The run's days, then the 8 settling days with the campaigns paused (run-days.ts). */
const SETTLE_DAYS = 8;

describe("the competitors' reaction the oracle foresees", () => {
  it("counts our entries in the top slots, a tie to us", () => {
    expect(topSlotsWon([3, 1], Float64Array.from([2, 1, 0.5]), 2)).toBe(1);
    expect(topSlotsWon([2, 1], Float64Array.from([2, 1]), 4)).toBe(2);
    expect(topSlotsWon([], Float64Array.from([2]), 4)).toBe(0);
  });

  it("is the lift the market's competitors reach after the same bids", () => {
    const world = tinyWorld(2);
    const { alone } = planner(world, () => {});
    const high = alone.days.map(() => new Int32Array(alone.pairs.length).fill(world.limits.bidMaxCents));
    const { state } = runDays(world, bestBidderStrategy(world, { ...alone, budget: 1e6 }, high));
    const start = profileOf(world.state, world.profileId).market;
    const zone = world.timezone as TimeZone;
    const input: LandscapeInput = {
      scenario: world.scenario,
      seed: world.state.seed,
      profileId: world.profileId,
      zone,
      queries: start.queries,
    };
    const days = runDaysOf(zone, Date.parse(world.state.clock.now), world.days + SETTLE_DAYS + 1);
    const paused = days.slice(world.days).map(() => new Int32Array(alone.pairs.length));
    const lifts = predictedLifts(input, start, days, alone, [...high, ...paused]);
    expect(lifts[world.days]?.some((lift) => lift > 1)).toBe(true);
    expect(profileOf(state, world.profileId).market.competitorReaction?.lift).toEqual(
      lifts[world.days + SETTLE_DAYS],
    );
  });
});
