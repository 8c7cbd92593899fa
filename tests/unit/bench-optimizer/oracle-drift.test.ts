import { describe, expect, it } from "vitest";
import { dayRates } from "../../../bench/optimizer/oracle/pair-rates";
import { planner } from "../../../bench/optimizer/oracle/planner";
import { profileOf } from "../../../bench/optimizer/world";
import { auctionQuality } from "../../../sandbox/model/auction/quality";
import { HOUR_MS } from "../../../sandbox/model/core/time";
import { advance } from "../../../sandbox/model/index";
import { openContext } from "../../../sandbox/model/simulation/context";
import { tinyWorld } from "./tiny-market";

const STRONG_DRIFT = { dailySigma: 0.3, meanReversion: 0.1, ctrSigma: 0.3 };

describe("the oracle under drift", () => {
  it("prices each day with the rates the simulation draws from that day", () => {
    const world = tinyWorld(3, { drift: STRONG_DRIFT });
    const { alone: plan } = planner(world, () => {});
    const d = 2;
    const day = plan.days[d];
    if (!day) throw new Error("no third day");
    // Into the first hour of the day, so the simulation's context opens on it.
    const hoursIn = (day.hourIndexes[0] as number) + 1 - Date.parse(world.state.clock.now) / HOUR_MS;
    const state = advance(world.state, hoursIn).state;
    const context = openContext(profileOf(state, world.profileId), world.scenario, world.state.seed);
    expect(context.date).toBe(day.date);

    const { market } = context.profile;
    const productIndex = context.productIndexBySku;
    const rates = dayRates(
      world.scenario,
      world.state.seed,
      profileOf(world.state, world.profileId),
      day.date,
      productIndex,
    );
    let drifted = 0;
    plan.pairs.forEach((pair, i) => {
      const p = productIndex.get(pair.sku) as number;
      const truth = market.truth[p];
      if (!truth) throw new Error("no truth");
      const ctr = context.drift.ctr(truth.ctr[pair.q] ?? 0, p, pair.q);
      const cvr = context.drift.cvr(truth.cvr[pair.q] ?? 0, p, pair.q);
      expect(rates(pair)).toEqual({ ctr, cvr });
      expect(plan.quality[d]?.[i]).toBe(
        auctionQuality(truth.relevance[pair.q] ?? 0, ctr, market.referenceCtr),
      );
      expect(plan.perSearch[d]?.[i]).toBe((context.productReach[p] ?? 1) * ctr);
      if (Math.abs(cvr / (truth.cvr[pair.q] ?? 1) - 1) > 0.05) drifted++;
    });
    expect(drifted).toBeGreaterThan(plan.pairs.length / 2);
  });
});
