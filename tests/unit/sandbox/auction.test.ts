import { describe, expect, it } from "vitest";
import { effectiveBid, strategyFactor } from "../../../sandbox/model/auction/bidding";
import { type Entry, RESERVE_PRICE, runAuction } from "../../../sandbox/model/auction/run-auction";

const own = (index: number, bid: number, quality = 1): Entry => ({
  own: index,
  effectiveBid: bid,
  quality,
  score: bid * quality,
});

describe("second-price auction", () => {
  it("ranks by bid × quality and charges what keeps the slot, never above the bid", () => {
    const { wins, competitorsPlaced } = runAuction([own(0, 1.5), own(1, 0.8)], [1.0, 0.5], 0, 4);
    expect(wins).toEqual([
      { own: 0, slot: 1, cpc: 1.01 },
      { own: 1, slot: 3, cpc: 0.51 },
    ]);
    expect(competitorsPlaced).toBe(2);
  });

  it("lets quality lower the price: a more relevant ad pays less for the same slot", () => {
    const plain = runAuction([own(0, 2, 1)], [1], 0, 1).wins[0];
    const relevant = runAuction([own(0, 2, 2)], [1], 0, 1).wins[0];
    expect(relevant?.cpc).toBeLessThan(plain?.cpc ?? 0);
  });

  it("charges the reserve price when alone and caps at the bid when the runner-up is close", () => {
    expect(runAuction([own(0, 3)], [], 0, 1).wins[0]?.cpc).toBe(RESERVE_PRICE);
    expect(runAuction([own(0, 1.0)], [0.999], 0, 1).wins[0]?.cpc).toBe(1.0);
  });

  it("scales competitors by the hour's swing", () => {
    expect(runAuction([own(0, 1.0)], [0.8], 0, 1, 2).wins).toEqual([]);
    expect(runAuction([own(0, 1.0)], [0.8], 0, 1, 0.5).wins[0]).toMatchObject({ slot: 1, cpc: 0.41 });
  });

  it("leaves out entries below the reserve and competitors placed in an earlier placement", () => {
    expect(runAuction([own(0, 0.01)], [5], 0, 2).wins).toEqual([]);
    const top = runAuction([], [5, 4], 0, 1);
    expect(top.competitorsPlaced).toBe(1);
    expect(runAuction([own(0, 4.5)], [5, 4], top.competitorsPlaced, 1).wins[0]).toMatchObject({
      own: 0,
      slot: 1,
      cpc: 4.01,
    });
  });
});

describe("effective bid", () => {
  it("applies the placement adjustment and the dynamic-bidding strategy", () => {
    expect(effectiveBid(1, 50, "MANUAL", "PLACEMENT_TOP", 0.2)).toBeCloseTo(1.5);
    expect(effectiveBid(1, 0, "LEGACY_FOR_SALES", "PLACEMENT_TOP", 0.5)).toBeCloseTo(0.5);
    expect(strategyFactor("LEGACY_FOR_SALES", "PLACEMENT_TOP", 3)).toBe(1);
    expect(strategyFactor("AUTO_FOR_SALES", "PLACEMENT_TOP", 3)).toBe(2);
    expect(strategyFactor("AUTO_FOR_SALES", "PLACEMENT_REST_OF_SEARCH", 3)).toBe(1.5);
    expect(effectiveBid(2, 100, "AUTO_FOR_SALES", "PLACEMENT_PRODUCT_PAGE", 0.25)).toBeCloseTo(1);
  });
});
