import { describe, expect, it } from "vitest";
import { CLASSIC, classicBid } from "../../../bench/optimizer/strategies/classic";
import { HARVEST, isAsin, termMoves, termTotals } from "../../../bench/optimizer/strategies/harvest";

const LIMITS = { bidMinCents: 20, bidMaxCents: 300 };
const day = (
  searchTerm: string,
  campaignId: string,
  clicks: number,
  spendCents: number,
  salesCents: number,
  orders: number,
) => ({
  campaignId,
  adGroupId: "g",
  targetingId: "t",
  searchTerm,
  date: "2026-11-01",
  impressions: clicks * 20,
  clicks,
  spendCents,
  salesCents,
  orders,
  units: orders,
});

describe("classic's bids", () => {
  it("waits for 20 clicks before cutting a bid that never sold, 10 before judging its ACOS", () => {
    expect(CLASSIC.noSaleClicks).toBe(20);
    expect(classicBid(100, { clicks: 19, spendCents: 1900, salesCents: 0 }, 25, LIMITS)).toBeNull();
    expect(classicBid(100, { clicks: 20, spendCents: 2000, salesCents: 0 }, 25, LIMITS)).toBe(90);
    // 12 clicks, one sale: ACOS 20 % under 25 %: up 10 %.
    expect(classicBid(100, { clicks: 12, spendCents: 400, salesCents: 2000 }, 25, LIMITS)).toBe(110);
  });
});

describe("classic's search-term sheet", () => {
  it("adds up the auto campaign's terms over the days", () => {
    const totals = termTotals(
      [
        day("lamp", "auto", 5, 300, 2000, 1),
        day("lamp", "auto", 5, 300, 2000, 1),
        day("lamp", "kw", 9, 900, 0, 0),
      ],
      "auto",
    );
    expect(totals.get("lamp")).toEqual({ clicks: 10, spendCents: 600, salesCents: 4000, orders: 2 });
  });

  it("harvests a term with two orders at or under the target at its own CPC, negates 20 clicks without an order", () => {
    const totals = new Map([
      // 2 orders, $6 on $40: ACOS 15 %, CPC 60 ¢ → exact keyword at 60 ¢.
      ["desk lamp", { clicks: 10, spendCents: 600, salesCents: 4000, orders: 2 }],
      // 2 orders at ACOS 50 %: neither.
      ["lamp shade", { clicks: 20, spendCents: 2000, salesCents: 4000, orders: 2 }],
      // One order: not yet.
      ["reading lamp", { clicks: 5, spendCents: 100, salesCents: 2000, orders: 1 }],
      // 20 clicks, no order: negated; 19: not yet.
      ["b0abcdefgh", { clicks: HARVEST.negateClicks, spendCents: 1000, salesCents: 0, orders: 0 }],
      ["lamp oil", { clicks: 19, spendCents: 1000, salesCents: 0, orders: 0 }],
      // Judged before: left alone.
      ["old term", { clicks: 50, spendCents: 1000, salesCents: 0, orders: 0 }],
    ]);
    expect(termMoves(totals, new Set(["old term"]), 25, LIMITS)).toEqual([
      { searchTerm: "desk lamp", kind: "harvest", bidCents: 60 },
      { searchTerm: "b0abcdefgh", kind: "negate" },
    ]);
    expect(isAsin("b0abcdefgh")).toBe(true);
    expect(isAsin("desk lamp")).toBe(false);
  });
});
