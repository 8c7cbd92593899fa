import { describe, expect, it } from "vitest";
import { RESERVE_PRICE, reservePriceOf } from "../../../sandbox/model/auction/reserve";
import { demoScenario, parseScenario } from "../../../sandbox/model/index";
import { auctionKnobs, reactionKnobs } from "../../../sandbox/model/scenario";
import { demoUs, originWorld } from "./fixtures";

describe("reserve prices", () => {
  it("gives every query a reserve of 15–35 % of its competitor bid median, at least the minimum", () => {
    const { queries } = demoUs(originWorld()).market;
    for (const query of queries) {
      const reserve = reservePriceOf(query);
      expect(reserve).toBeGreaterThanOrEqual(RESERVE_PRICE);
      expect(reserve).toBeGreaterThanOrEqual(Math.min(0.15 * query.competitorBidMedian - 0.005, 0.02));
      expect(reserve).toBeLessThanOrEqual(Math.max(0.35 * query.competitorBidMedian + 0.005, 0.02));
    }
    expect(new Set(queries.map((query) => query.reservePrice)).size).toBeGreaterThan(20);
  });

  it("falls back to the market-wide minimum for a query saved before reserves existed", () => {
    const [query] = demoUs(originWorld()).market.queries;
    if (!query) throw new Error("fixture");
    const { reservePrice: _, ...older } = query;
    expect(reservePriceOf(older)).toBe(RESERVE_PRICE);
  });
});

describe("auction and competitor-reaction knobs", () => {
  it("default when a scenario (or a saved state's scenario) has none", () => {
    expect(demoScenario.auction).toBeUndefined();
    expect(auctionKnobs(demoScenario)).toEqual({
      reserveShare: [0.15, 0.35],
      predictionPriorClicks: 40,
      predictionNoise: 0.35,
    });
    expect(reactionKnobs(demoScenario)).toEqual({ shareThreshold: 0.2, dailyStep: 0.03, maxLift: 1.25 });
    expect(auctionKnobs({ ...demoScenario, auction: { predictionNoise: 0 } }).predictionNoise).toBe(0);
  });

  it("are validated with the rest of the scenario", () => {
    const bad = parseScenario({
      ...demoScenario,
      auction: { reserveShare: [0.5, 0.2], predictionPriorClicks: -1 },
      competitorReaction: { shareThreshold: 1.5, maxLift: 0.5 },
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.issues.join("\n")).toMatch(/auction\.reserveShare/);
    expect(bad.issues.join("\n")).toMatch(/auction\.predictionPriorClicks/);
    expect(bad.issues.join("\n")).toMatch(/competitorReaction\.shareThreshold/);
    expect(bad.issues.join("\n")).toMatch(/competitorReaction\.maxLift/);
    expect(parseScenario({ ...demoScenario, competitorReaction: { dailyStep: 0 } }).ok).toBe(true);
  });
});
