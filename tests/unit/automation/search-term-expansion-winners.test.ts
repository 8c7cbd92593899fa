import { describe, expect, it } from "vitest";
import { harvest, keyword, winner } from "./harvest-fixtures";
import { AUTO, brief, termDay } from "./term-fixtures";

describe("search-term expansion: winning terms become keywords", () => {
  it("adds a winning term of the auto campaign to the keyword campaign at the exact bid, with its numbers", () => {
    const changes = harvest({}, [termDay("Orthopedic Dog Bed", AUTO, winner)]);
    expect(brief(changes)).toEqual([keyword("orthopedic dog bed", "EXACT", 75)]);
    expect(changes[0]).toMatchObject({ rule: "SEARCH_TERM_EXPANSION", skuId: 7, entityType: "KEYWORD" });
    expect(changes[0]?.reason).toBe(
      "“orthopedic dog bed”: 4 orders, ROAS 5.2, CTR 0.9 % over 30 days in Auto campaign → exact keyword at $0.75",
    );
  });

  it("adds only the match types with a bid, each at its own bid in cents", () => {
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    expect(brief(harvest({ exactKeywordBidPrice: null, broadKeywordBidPrice: 0.45 }, days))).toEqual([
      keyword("orthopedic dog bed", "BROAD", 45),
    ]);
    expect(
      brief(
        harvest(
          { exactKeywordBidPrice: 1.15, phraseKeywordBidPrice: 0.58, broadKeywordBidPrice: 0.02 },
          days,
        ),
      ),
    ).toEqual([
      keyword("orthopedic dog bed", "EXACT", 115),
      keyword("orthopedic dog bed", "PHRASE", 58),
      // $0.02 is under the SKU's Min Bid of $0.20: launched at it.
      keyword("orthopedic dog bed", "BROAD", 20),
    ]);
  });

  it("launches every keyword inside the SKU's [Min Bid, Max Bid], saying which limit it was brought to", () => {
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    const changes = harvest({ exactKeywordBidPrice: 4.5, phraseKeywordBidPrice: 0.1 }, days);
    expect(brief(changes)).toEqual([
      keyword("orthopedic dog bed", "EXACT", 300),
      keyword("orthopedic dog bed", "PHRASE", 20),
    ]);
    expect(changes.map((change) => change.reason.split(" → ")[1])).toEqual([
      "exact keyword at $3.00 (your exact bid $4.50, brought to your Max Bid)",
      "phrase keyword at $0.20 (your phrase bid $0.10, brought to your Min Bid)",
    ]);
  });

  it("keeps ROAS between min and max, both included", () => {
    // ROAS 5.2 exactly.
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    expect(harvest({ roasMin: 5.2 }, days)).toHaveLength(1);
    expect(harvest({ roasMin: 5.21 }, days)).toEqual([]);
    expect(harvest({ roasMin: 1, roasMax: 5.2 }, days)).toHaveLength(1);
    expect(harvest({ roasMin: 1, roasMax: 5.19 }, days)).toEqual([]);
  });

  it("needs at least the minimum orders", () => {
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    expect(harvest({ ordersMin: 4 }, days)).toHaveLength(1);
    expect(harvest({ ordersMin: 5 }, days)).toEqual([]);
  });

  it("needs a CTR and a conversion strictly higher than given, and names the conversion it judged", () => {
    const days = [termDay("orthopedic dog bed", AUTO, { ...winner, clicks: 100, orders: 5 })];
    // CTR 1 %, conversion 5 %.
    expect(harvest({ ctrHigherThan: 1 }, days)).toEqual([]);
    expect(harvest({ ctrHigherThan: 0.9 }, days)).toHaveLength(1);
    expect(harvest({ conversionHigherThan: 5 }, days)).toEqual([]);
    const changes = harvest({ conversionHigherThan: 4.9 }, days);
    expect(changes[0]?.reason).toBe(
      "“orthopedic dog bed”: 5 orders, ROAS 5.2, CTR 1 %, conversion 5 % over 30 days in Auto campaign → exact keyword at $0.75",
    );
  });

  it("sums the look-back only: the days before today", () => {
    const half = { ...winner, orders: 2, salesCents: 2600, spendCents: 500, clicks: 45, impressions: 5000 };
    const days = [
      termDay("orthopedic dog bed", AUTO, { ...half, date: "2026-11-18" }),
      termDay("orthopedic dog bed", AUTO, { ...half, date: "2026-11-17" }),
      termDay("orthopedic dog bed", AUTO, { ...half, date: "2026-11-25" }),
    ];
    expect(harvest({ ordersMin: 3, lookBackPeriod: 7 }, days)).toEqual([]);
    expect(harvest({ ordersMin: 3, lookBackPeriod: 8 }, days)[0]?.reason).toBe(
      "“orthopedic dog bed”: 4 orders, ROAS 5.2, CTR 0.9 % over 8 days in Auto campaign → exact keyword at $0.75",
    );
  });
});
