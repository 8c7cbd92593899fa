import { describe, expect, it } from "vitest";
import { keywordBoost } from "../../../worker/automation/rules/keyword-boost";
import type { BoostSnapshot, SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import {
  applyAll,
  CAMPAIGNS,
  inputOf,
  keywordOf,
  laClock,
  rankOf,
  snapshotOf,
  summary,
} from "./schedule-fixtures";

/** k1 bids $0.80; its boost started on 2026-11-23 at 10:00 in Los Angeles (day 1), max $3.00. */
const boost = (overrides: Partial<BoostSnapshot> = {}): BoostSnapshot => ({
  keywordId: "k1",
  boostMaxBidCents: 300,
  baseBidCents: 80,
  startedAt: laClock("2026-11-23T10:00").now,
  stoppedAt: null,
  ...overrides,
});
const boosted = (rank: number | null, overrides: Partial<BoostSnapshot> = {}) =>
  snapshotOf({ keywords: [keywordOf("k1")], boosts: [boost(overrides)], organicRanks: { k1: rankOf(rank) } });
const run = (snapshot: SkuSnapshot, localTime: string) =>
  keywordBoost.propose(inputOf(snapshot, laClock(localTime)));
const runAt = (snapshot: SkuSnapshot, time: string) => applyAll(snapshot, run(snapshot, time), laClock(time));
const withRank = (snapshot: SkuSnapshot, rank: number | null) => ({
  ...snapshot,
  organicRanks: { k1: rankOf(rank) },
});
const bidOf = (snapshot: SkuSnapshot) => snapshot.keywords[0]?.bidCents;

describe("keyword boost (spec 001 §4): +50 % of the pre-boost bid a day, up to 5 days, until top 10", () => {
  it("day 1 (the day it started): pre-boost bid + 50 %, with the rank in the reason", () => {
    const changes = run(boosted(23), "2026-11-23T11:00");
    expect(changes).toEqual([
      {
        rule: "KEYWORD_BOOST",
        skuId: 7,
        campaignId: "c-kw",
        kind: "SET_BID",
        entityType: "KEYWORD",
        entityId: "k1",
        fromCents: 80,
        toCents: 120,
        reason: "Boost day 1 of 5: organic rank 23 (goal top 10); bid $0.80 → $1.20",
      },
    ]);
  });

  it("days 1 to 5 climb by 50 % of the pre-boost bid each day; day 6 goes back to it; then it rests", () => {
    let state = boosted(23);
    const bids: (number | undefined)[] = [];
    for (const time of ["23T11", "24T09", "25T09", "26T09", "27T09", "28T09", "29T09"]) {
      state = runAt(state, `2026-11-${time}:00`);
      bids.push(bidOf(state));
    }
    expect(bids).toEqual([120, 160, 200, 240, 280, 80, 80]);
    expect(state.history[0]?.reason).toBe(
      "Boost over after 5 days (organic rank 23, goal top 10); bid back to the pre-boost $0.80: $2.80 → $0.80",
    );
  });

  it("a second run the same day changes nothing", () => {
    const day1 = runAt(boosted(23), "2026-11-23T11:00");
    expect(run(day1, "2026-11-23T12:00")).toEqual([]);
    expect(run(day1, "2026-11-23T23:00")).toEqual([]);
  });

  it("never above the boost's max bid", () => {
    const day1 = runAt(boosted(40, { boostMaxBidCents: 150 }), "2026-11-23T11:00");
    const day2 = run(day1, "2026-11-24T00:00");
    expect(summary(day2)).toEqual(["k1 120→150"]);
    expect(day2[0]?.reason).toBe(
      "Boost day 2 of 5: organic rank 40 (goal top 10); bid $1.20 → $1.50 (capped at $1.50)",
    );
    expect(run(applyAll(day1, day2, laClock("2026-11-24T00:00")), "2026-11-25T00:00")).toEqual([]);
  });

  it("nor above the campaign's daily budget (Amazon refuses such a bid)", () => {
    const tight = { ...boosted(23), campaigns: CAMPAIGNS.map((c) => ({ ...c, budgetCents: 100 })) };
    expect(summary(run(tight, "2026-11-23T11:00"))).toEqual(["k1 80→100"]);
  });

  it("rank reaching the top 10 on day 2 → back to the pre-boost bid, and the boost is done", () => {
    const day1 = runAt(boosted(23), "2026-11-23T11:00");
    const day2 = run(withRank(day1, 8), "2026-11-24T09:00");
    expect(summary(day2)).toEqual(["k1 120→80"]);
    expect(day2[0]?.reason).toBe(
      "Boost done on day 2 of 5: organic rank 8 reached the top 10; bid back to the pre-boost $0.80: $1.20 → $0.80",
    );
    const done = applyAll(withRank(day1, 8), day2, laClock("2026-11-24T09:00"));
    expect(run(withRank(done, 15), "2026-11-25T09:00")).toEqual([]);
  });

  it("rank 10 counts as top 10, rank 11 does not", () => {
    const day1 = runAt(boosted(23), "2026-11-23T11:00");
    expect(summary(run(withRank(day1, 10), "2026-11-24T09:00"))).toEqual(["k1 120→80"]);
    expect(summary(run(withRank(day1, 11), "2026-11-24T09:00"))).toEqual(["k1 120→160"]);
  });

  it("a keyword that does not rank at all is boosted; an unknown rank holds the bid", () => {
    expect(run(boosted(null), "2026-11-23T11:00")[0]?.reason).toBe(
      "Boost day 1 of 5: not in the first 48 organic results (goal top 10); bid $0.80 → $1.20",
    );
    const unknown = { ...boosted(23), organicRanks: {} };
    expect(run(unknown, "2026-11-23T11:00")).toEqual([]);
    const down = {
      ...boosted(23),
      organicRanks: {
        k1: { status: "UNKNOWN" as const, cause: "PROVIDER_ERROR" as const, detail: "HTTP 503" },
      },
    };
    expect(run(down, "2026-11-23T11:00")).toEqual([]);
    expect(keywordBoost.note?.(inputOf(down, laClock("2026-11-23T11:00")))).toBe(
      "Boost of “coffee mug k1” held on day 1 of 5: organic rank unknown (the rank provider failed (HTTP 503)); bid stays $0.80",
    );
    expect(keywordBoost.note?.(inputOf(boosted(23), laClock("2026-11-23T11:00")))).toBeNull();
  });

  it("a stopped boost puts the pre-boost bid back once", () => {
    const day2 = runAt(runAt(boosted(23), "2026-11-23T11:00"), "2026-11-24T09:00");
    const stopped = { ...day2, boosts: [boost({ stoppedAt: laClock("2026-11-24T10:00").now })] };
    const changes = run(stopped, "2026-11-24T11:00");
    expect(summary(changes)).toEqual(["k1 160→80"]);
    expect(changes[0]?.reason).toBe("Boost stopped; bid back to the pre-boost $0.80: $1.60 → $0.80");
    expect(run(applyAll(stopped, changes, laClock("2026-11-24T11:00")), "2026-11-24T12:00")).toEqual([]);
  });

  it("a stopped boost leaves a bid changed outside the boost alone", () => {
    const day1 = runAt(boosted(23), "2026-11-23T11:00");
    const edited = {
      ...day1,
      keywords: [keywordOf("k1", { bidCents: 95 })],
      boosts: [boost({ stoppedAt: laClock("2026-11-23T12:00").now })],
    };
    expect(run(edited, "2026-11-23T13:00")).toEqual([]);
  });

  it("day 1 is the start's date in the SKU's zone: started 21:00 in Los Angeles (05:00 UTC the next day)", () => {
    const lateStart = boosted(23, { startedAt: new Date("2026-11-24T05:00:00Z") });
    expect(summary(run(lateStart, "2026-11-23T22:00"))).toEqual(["k1 80→120"]);
    expect(summary(run(lateStart, "2026-11-24T00:00"))).toEqual(["k1 80→160"]);
  });

  it("leaves a held or paused keyword alone", () => {
    expect(run({ ...boosted(23), heldEntityIds: ["k1"] }, "2026-11-23T11:00")).toEqual([]);
    const paused = { ...boosted(23), keywords: [keywordOf("k1", { state: "PAUSED" })] };
    expect(run(paused, "2026-11-23T11:00")).toEqual([]);
  });
});

describe("keyword boost, whatever the figures", () => {
  it("never proposes a bid above the boost's max nor below the pre-boost bid (a sweep of bids, caps, days, ranks)", () => {
    for (const base of [2, 3, 37, 80, 999]) {
      for (const extra of [1, 7, 40, 500, 5000]) {
        for (let daysLater = 0; daysLater <= 7; daysLater++) {
          for (const rank of [null, 1, 10, 11, 150]) {
            const snapshot = snapshotOf({
              keywords: [keywordOf("k1", { bidCents: base })],
              boosts: [boost({ baseBidCents: base, boostMaxBidCents: base + extra })],
              organicRanks: { k1: rankOf(rank) },
            });
            const clock = laClock(`2026-11-${23 + daysLater}T12:00`);
            for (const change of keywordBoost.propose(inputOf(snapshot, clock))) {
              const inBounds =
                change.kind === "SET_BID" && change.toCents <= base + extra && change.toCents >= base;
              expect(inBounds).toBe(true);
            }
          }
        }
      }
    }
  });
});
