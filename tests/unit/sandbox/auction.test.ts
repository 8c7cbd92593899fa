import { describe, expect, it } from "vitest";
import { effectiveBid, strategyFactor } from "../../../sandbox/model/auction/bidding";
import { type CompetitorField, competitorField } from "../../../sandbox/model/auction/competitor-field";
import { type Entry, RESERVE_PRICE, runAuction } from "../../../sandbox/model/auction/run-auction";

const own = (index: number, bid: number, quality = 1): Entry => ({
  own: index,
  effectiveBid: bid,
  quality,
  score: bid * quality,
});

/** Listed competitors only (no tail), at the market-wide minimum reserve unless told. */
const field = (listed: number[], scale = 1, reserve = RESERVE_PRICE, tailTop = 0): CompetitorField => ({
  listed,
  tailTop,
  scale,
  reserve,
});

describe("second-price auction", () => {
  it("ranks by bid × quality and charges what keeps the slot, never above the bid", () => {
    const { wins, competitorsPlaced } = runAuction([own(0, 1.5), own(1, 0.8)], field([1.0, 0.5]), 0, 4);
    expect(wins).toEqual([
      { own: 0, slot: 1, cpc: 1.01 },
      { own: 1, slot: 3, cpc: 0.51 },
    ]);
    expect(competitorsPlaced).toBe(2);
  });

  it("lets quality lower the price: a more relevant ad pays less for the same slot", () => {
    const plain = runAuction([own(0, 2, 1)], field([1]), 0, 1).wins[0];
    const relevant = runAuction([own(0, 2, 2)], field([1]), 0, 1).wins[0];
    expect(relevant?.cpc).toBeLessThan(plain?.cpc ?? 0);
  });

  it("charges the reserve price when alone and caps at the bid when the runner-up is close", () => {
    expect(runAuction([own(0, 3)], field([]), 0, 1).wins[0]?.cpc).toBe(RESERVE_PRICE);
    expect(runAuction([own(0, 1.0)], field([0.999]), 0, 1).wins[0]?.cpc).toBe(1.0);
  });

  it("scales competitors by the hour's swing", () => {
    expect(runAuction([own(0, 1.0)], field([0.8], 2), 0, 1).wins).toEqual([]);
    expect(runAuction([own(0, 1.0)], field([0.8], 0.5), 0, 1).wins[0]).toMatchObject({ slot: 1, cpc: 0.41 });
  });

  it("leaves out entries below the reserve and competitors placed in an earlier placement", () => {
    expect(runAuction([own(0, 0.01)], field([5]), 0, 2).wins).toEqual([]);
    const top = runAuction([], field([5, 4]), 0, 1);
    expect(top.competitorsPlaced).toBe(1);
    expect(runAuction([own(0, 4.5)], field([5, 4]), top.competitorsPlaced, 1).wins[0]).toMatchObject({
      own: 0,
      slot: 1,
      cpc: 4.01,
    });
  });
});

describe("reserve price and the long tail", () => {
  it("charges an unopposed slot the query's reserve ÷ the ad's quality", () => {
    expect(runAuction([own(0, 3, 1)], field([], 1, 0.3), 0, 1).wins[0]?.cpc).toBe(0.3);
    expect(runAuction([own(0, 3, 1.5)], field([], 1, 0.3), 0, 1).wins[0]?.cpc).toBe(0.2);
  });

  it("leaves out an ad whose score (bid × quality) is under the reserve", () => {
    expect(runAuction([own(0, 1, 0.25)], field([], 1, 0.3), 0, 1).wins).toEqual([]);
    expect(runAuction([own(0, 1.2, 0.25)], field([], 1, 0.3), 0, 1).wins[0]?.cpc).toBe(1.2);
  });

  it("fills slots below the listed competitors with a tail that sets the last winner's price", () => {
    const tailed = competitorField([2, 1.5], 2.5, 1, 0.3);
    expect(tailed.tailTop).toBe(1);
    const { wins } = runAuction([own(0, 0.95)], tailed, 0, 4);
    // 2 and 1.5 listed, the tail's 1.0 above the own 0.95, then 0.85 below it.
    expect(wins).toEqual([{ own: 0, slot: 4, cpc: 0.86 }]);
  });

  it("starts the tail below the lowest listed competitor and ends it at the reserve", () => {
    const tailed = competitorField([0.5], 10, 1, 0.3);
    expect(tailed.tailTop).toBeCloseTo(0.425);
    const { wins } = runAuction([own(0, 0.2, 1)], tailed, 0, 12);
    expect(wins).toEqual([]);
    // Tail 0.425, 0.361, 0.307, then 0.261 is under the reserve: the own 0.33 pays against 0.307.
    expect(runAuction([own(0, 0.33, 1)], tailed, 0, 12).wins).toEqual([{ own: 0, slot: 4, cpc: 0.32 }]);
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
