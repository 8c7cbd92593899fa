import { describe, expect, it } from "vitest";
import { effectiveBid, strategyFactor } from "../../../sandbox/model/auction/bidding";
import { type Entry, RESERVE_PRICE, runAuction } from "../../../sandbox/model/auction/run-auction";

const entry = (own: number, bid: number, quality = 1): Entry => ({
  own,
  effectiveBid: bid,
  quality,
  score: bid * quality,
});

describe("second-price auction", () => {
  it("ranks by bid × quality and charges what keeps the slot, never above the bid", () => {
    const entries = [entry(-1, 1.0), entry(0, 1.5), entry(1, 0.8), entry(-1, 0.5)];
    const wins = runAuction(entries, 4, new Set());
    const first = wins.find((win) => win.own === 0);
    const third = wins.find((win) => win.own === 1);
    expect(first).toMatchObject({ slot: 1, cpc: 1.01 });
    expect(third).toMatchObject({ slot: 3, cpc: 0.51 });
    for (const win of wins) expect(win.cpc).toBeLessThanOrEqual(win.own === 0 ? 1.5 : 0.8);
  });

  it("lets quality lower the price: a more relevant ad pays less for the same slot", () => {
    const [plain] = runAuction([entry(0, 2, 1), entry(-1, 1)], 1, new Set());
    const [relevant] = runAuction([entry(0, 2, 2), entry(-1, 1)], 1, new Set());
    expect(relevant?.cpc).toBeLessThan(plain?.cpc ?? 0);
  });

  it("charges the reserve price when alone and caps at the bid when the runner-up is close", () => {
    expect(runAuction([entry(0, 3)], 1, new Set())[0]?.cpc).toBe(RESERVE_PRICE);
    expect(runAuction([entry(0, 1.0), entry(-1, 0.999)], 1, new Set())[0]?.cpc).toBe(1.0);
  });

  it("leaves out entries below the reserve and those already placed", () => {
    const placed = new Set<Entry>();
    const top = entry(-1, 5);
    const wins = runAuction([top, entry(0, 0.01)], 2, placed);
    expect(wins).toHaveLength(0);
    expect(placed.has(top)).toBe(true);
    expect(runAuction([top, entry(0, 1)], 1, placed)[0]).toMatchObject({ own: 0, slot: 1 });
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
