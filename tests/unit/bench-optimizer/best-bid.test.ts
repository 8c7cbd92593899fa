import { describe, expect, it } from "vitest";
import { bestOption, bidGrid, bidOptions, upperHull } from "../../../bench/optimizer/oracle/best-bid";
import type { QueryDay } from "../../../bench/optimizer/oracle/landscape";

/** One hour of 1,000 searches; two competitors scoring 2.00 and 1.00, none below; a reserve of 0.40. */
const day: QueryDay = {
  kind: "term",
  reserve: 0.4,
  hours: [{ searches: 1000, scores: Float64Array.from([2, 1]) }],
};
const pair = { quality: 1, ctr: 0.1, conversion: 0.1, orderValue: 20, reach: 1 };

describe("the best bid of a pair", () => {
  it("prices each bid by its slot and the GSP rule", () => {
    const [low, middle, high] = bidOptions(day, pair, [50, 150, 250]);
    // $0.50: both competitors ahead, top slot 3: 1000 × 0.1 × view 0.89 × click 0.68 = 60.52 clicks at
    // the reserve's $0.40; $1.50: slot 2, 74.4 clicks at $1.00 + 1 ¢; $2.50: slot 1, 97 clicks at $2.01.
    expect(low?.spend).toBeCloseTo(60.52 * 0.4, 6);
    expect(low?.sales).toBeCloseTo(60.52 * 0.1 * 20, 6);
    expect(middle?.spend).toBeCloseTo(74.4 * 1.01, 6);
    expect(middle?.sales).toBeCloseTo(74.4 * 2, 6);
    expect(high?.spend).toBeCloseTo(97 * 2.01, 6);
    expect(high?.sales).toBeCloseTo(97 * 2, 6);
  });

  it("picks the bid maximising sales − μ × spend", () => {
    const hull = upperHull(bidOptions(day, pair, [50, 150, 250]));
    expect(hull.map((option) => option.bidCents)).toEqual([0, 50, 150, 250]);
    // μ 1: 96.8 / 73.7 / −1.0; μ 0.5: 108.9 / 111.2 / 96.5; μ 0.3: 113.8 / 126.3 / 135.5.
    expect(bestOption(hull, 1).bidCents).toBe(50);
    expect(bestOption(hull, 0.5).bidCents).toBe(150);
    expect(bestOption(hull, 0.3).bidCents).toBe(250);
    // Dearer than anything sells: no bid.
    expect(bestOption(hull, 10).bidCents).toBe(0);
  });

  it("pays at most its own bid, and never bids below the last slot's reach", () => {
    // $1.00 ties the second competitor (a tie goes to us): slot 2, capped at its own $1.00.
    const [tie] = bidOptions(day, pair, [100]);
    expect(tie?.spend).toBeCloseTo(74.4 * 1, 6);
    const crowded: QueryDay = {
      kind: "page",
      reserve: 0.02,
      hours: [{ searches: 100, scores: Float64Array.from([9, 8, 7, 6, 5, 4]) }],
    };
    expect(bidOptions(crowded, pair, [300])[0]).toEqual({ bidCents: 300, sales: 0, spend: 0 });
  });

  it("is not shown while its score is under the reserve, and pays the reserve ÷ its quality when unopposed", () => {
    const empty: QueryDay = {
      kind: "term",
      reserve: 0.4,
      hours: [{ searches: 1000, scores: new Float64Array(0) }],
    };
    expect(bidOptions(empty, pair, [39])[0]).toEqual({ bidCents: 39, sales: 0, spend: 0 });
    // Quality 2: $0.30 scores 0.60, shown in top slot 1 (97 clicks) at 0.40 ÷ 2 = $0.20.
    const [shown] = bidOptions(empty, { ...pair, quality: 2 }, [30]);
    expect(shown?.spend).toBeCloseTo(97 * 0.2, 6);
  });

  it("steps the grid 4 % from Min to Max Bid", () => {
    const grid = bidGrid({ bidMinCents: 15, bidMaxCents: 300 });
    expect(grid[0]).toBe(15);
    expect(grid[grid.length - 1]).toBe(300);
    expect(grid.length).toBeGreaterThan(60);
  });
});

describe("the best bid among our own entries", () => {
  it("ranks under ours placed before it and pays for the price it adds to the one directly above", () => {
    // No competitor; ours above scores 2.00 (bid $2.00, 0.1 clicks a search at rate 1), alone paying
    // the reserve's $0.40. At $0.50 the pair takes top slot 2: 74.4 clicks at $0.40 = $29.76, and ours
    // above (97 clicks) now pays $0.51: 11 ¢ × 97 = $10.67 more. At $1.50 ours above pays $1.51:
    // $1.11 × 97 = $107.67 more. At $2.50 it would outrank ours: not an option.
    const alone: QueryDay = {
      kind: "term",
      reserve: 0.4,
      hours: [{ searches: 1000, scores: new Float64Array(0) }],
    };
    const above = [{ score: 2, quality: 1, bidCents: 200, perSearch: 0.1 }];
    const [low, middle, high] = bidOptions(alone, pair, [50, 150, 250], above);
    expect(low?.sales).toBeCloseTo(148.8, 6);
    expect(low?.spend).toBeCloseTo(29.76 + 10.67, 6);
    expect(middle?.spend).toBeCloseTo(29.76 + 107.67, 6);
    expect(high).toEqual({ bidCents: 250, sales: 0, spend: 0 });
  });

  it("prices a pair-day the same whatever was priced before it (its working arrays are reused)", () => {
    const grid = bidGrid({ bidMinCents: 15, bidMaxCents: 300 });
    const ours = { score: 2, quality: 1, bidCents: 200, perSearch: 0.1 };
    const above = [ours];
    const first = bidOptions(day, pair, grid, above);
    // A longer grid, a busier landscape and two of ours above, then the first again.
    const busy: QueryDay = {
      kind: "page",
      reserve: 0.02,
      hours: [
        { searches: 500, scores: Float64Array.from([3, 2.5, 2, 1.5, 1, 0.5, 0.25]) },
        { searches: 800, scores: Float64Array.from([4, 1]) },
      ],
    };
    const twoAbove = [ours, { ...ours, score: 1.2, bidCents: 120, perSearch: 0.05 }];
    bidOptions(busy, { ...pair, quality: 1.5 }, bidGrid({ bidMinCents: 2, bidMaxCents: 900 }), twoAbove);
    expect(bidOptions(day, pair, grid, above)).toEqual(first);
    expect(first.some((option) => option.sales > 0)).toBe(true);
  });
});
