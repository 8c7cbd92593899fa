import { describe, expect, it } from "vitest";
import { organicSearch } from "../../../worker/automation/rules/organic-search";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import {
  applyAll,
  inputOf,
  keywordOf,
  laClock,
  rankOf,
  settingsOf,
  snapshotOf,
  summary,
  ZONE,
} from "./schedule-fixtures";

/** k1 bids $1.00 with organic search optimisation on; the SKU's min bid is $0.20. */
const optimised = (rank: number | null | undefined, bidCents = 100) =>
  snapshotOf({
    keywords: [keywordOf("k1", { bidCents }), keywordOf("k2", { bidCents: 100 })],
    organicSearchKeywordIds: ["k1"],
    organicRanks: rank === undefined ? {} : { k1: rankOf(rank), k2: rankOf(1) },
  });
const run = (snapshot: SkuSnapshot, localTime = "2026-11-23T00:00") =>
  organicSearch.propose(inputOf(snapshot, laClock(localTime)));
const runAt = (snapshot: SkuSnapshot, time: string) => applyAll(snapshot, run(snapshot, time), laClock(time));
const withRank = (snapshot: SkuSnapshot, rank: number | null) => ({
  ...snapshot,
  organicRanks: { k1: rankOf(rank) },
});

describe("organic search optimisation: a keyword ranking high organically needs less paid help", () => {
  it("rank 1–3: 30 % under its base, with the rank in the reason; only keywords with the option on", () => {
    const changes = run(optimised(3));
    expect(changes).toEqual([
      {
        rule: "ORGANIC_SEARCH",
        skuId: 7,
        campaignId: "c-kw",
        kind: "SET_BID",
        entityType: "KEYWORD",
        entityId: "k1",
        fromCents: 100,
        toCents: 70,
        reason: "Organic rank 3 (top 3): bid 30 % under its base $1.00; bid $1.00 → $0.70",
      },
    ]);
    expect(summary(run(optimised(1)))).toEqual(["k1 100→70"]);
  });

  it("rank 4–10: 15 % under its base; rank 11, or not ranking, keeps the base", () => {
    expect(summary(run(optimised(4)))).toEqual(["k1 100→85"]);
    expect(summary(run(optimised(10)))).toEqual(["k1 100→85"]);
    expect(run(optimised(11))).toEqual([]);
    expect(run(optimised(null))).toEqual([]);
  });

  it("levels, not steps: measured from the base every day, so the bid never drifts down", () => {
    const day1 = runAt(optimised(2), "2026-11-23T00:00");
    expect(run(day1, "2026-11-24T00:00")).toEqual([]);
    const day2 = runAt(withRank(day1, 7), "2026-11-24T00:00");
    expect(day2.keywords[0]?.bidCents).toBe(85);
    const changes = run(withRank(day2, 15), "2026-11-25T00:00");
    expect(summary(changes)).toEqual(["k1 85→100"]);
    expect(changes[0]?.reason).toBe(
      "Organic rank 15 (outside the top 10): back to its base $1.00; bid $0.85 → $1.00",
    );
  });

  it("never below the SKU's min bid, and says so", () => {
    const changes = run(optimised(1, 25));
    expect(summary(changes)).toEqual(["k1 25→20"]);
    expect(changes[0]?.reason).toBe(
      "Organic rank 1 (top 3): bid 30 % under its base $0.25, floored at the min bid $0.20; bid $0.25 → $0.20",
    );
    expect(run(optimised(1, 20))).toEqual([]);
    const highMin = { ...optimised(1, 25), settings: settingsOf({ bidMinCents: 30 }) };
    expect(run(highMin)).toEqual([]);
  });

  it("a bid the seller changed becomes the new base", () => {
    const lowered = runAt(optimised(2), "2026-11-23T00:00");
    const edited = { ...lowered, keywords: [keywordOf("k1", { bidCents: 90 })] };
    expect(summary(run(edited, "2026-11-24T00:00"))).toEqual(["k1 90→63"]);
  });

  it("switching the option off puts the base back; a boost starting does too", () => {
    const lowered = runAt(optimised(2), "2026-11-23T00:00");
    const off = run({ ...lowered, organicSearchKeywordIds: [] }, "2026-11-24T00:00");
    expect(summary(off)).toEqual(["k1 70→100"]);
    expect(off[0]?.reason).toBe(
      "Organic search optimisation switched off; back to its base $1.00; bid $0.70 → $1.00",
    );
    const boost = {
      keywordId: "k1",
      boostMaxBidCents: 300,
      baseBidCents: 70,
      startedAt: new Date(),
      stoppedAt: null,
    };
    const boosted = run({ ...lowered, boosts: [boost] }, "2026-11-24T00:00");
    expect(boosted[0]?.reason).toBe(
      "Organic search optimisation gives way to the keyword's boost; back to its base $1.00; bid $0.70 → $1.00",
    );
  });

  it("an unknown rank, a paused or a held keyword: no change", () => {
    expect(run(optimised(undefined))).toEqual([]);
    expect(run({ ...optimised(1), keywords: [keywordOf("k1", { bidCents: 100, state: "PAUSED" })] })).toEqual(
      [],
    );
    expect(run({ ...optimised(1), heldEntityIds: ["k1"] })).toEqual([]);
  });

  it("runs once a day in the SKU's zone", () => {
    const settings = settingsOf();
    const ranAt = laClock("2026-11-23T00:00").now;
    expect(organicSearch.isDue(settings, laClock("2026-11-23T23:00"), ranAt)).toBe(false);
    expect(organicSearch.isDue(settings, laClock("2026-11-24T00:00"), ranAt)).toBe(true);
    expect(settings.timezone).toBe(ZONE);
  });
});

describe("organic search optimisation with an unknown rank (issue 29 item 3)", () => {
  it("changes no bid and its note says why", () => {
    const snapshot = {
      ...optimised(3),
      organicRanks: { k1: { status: "UNKNOWN" as const, cause: "QUOTA" as const, detail: "429: out" } },
    };
    expect(run(snapshot)).toEqual([]);
    expect(organicSearch.note?.(inputOf(snapshot, laClock("2026-11-23T00:00")))).toBe(
      "Organic search optimisation: “coffee mug k1” unchanged at $1.00: organic rank unknown (the rank provider is out of searches (429: out))",
    );
  });
});
