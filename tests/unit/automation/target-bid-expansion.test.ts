import { describe, expect, it } from "vitest";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import {
  proposeTargetBidExpansion,
  targetBidExpansion,
} from "../../../worker/automation/rules/target-bid-expansion";
import type { TargetBidExpansion } from "../../../worker/contracts/advertised-skus/advertised-sku";
import {
  clockAt,
  entityIdsOf,
  inputOf,
  keyword,
  proposedBid,
  settingsWith,
  settledDays,
  snapshotWith,
  target,
  targetBidExpansionWith,
} from "./bid-fixtures";

/** k1 had `perDay` impressions on each of the 7 days before today, at a $1.00 bid. */
function lowTraffic(
  perDay: number,
  setting: Partial<TargetBidExpansion> = {},
  overrides: Partial<SkuSnapshot> = {},
) {
  return snapshotWith({
    settings: settingsWith({ targetBidExpansion: targetBidExpansionWith(setting) }),
    keywords: [keyword("k1")],
    targetingDays: settledDays("k1", { impressions: perDay }, { days: 7 }),
    ...overrides,
  });
}

const propose = (snapshot: SkuSnapshot, adLimitReached = false) =>
  proposeTargetBidExpansion(inputOf(snapshot, clockAt(), adLimitReached));

describe("target bid expansion", () => {
  it("raises a low-impression keyword by the dollar amount, with the numbers in the reason", () => {
    expect(propose(lowTraffic(10))).toEqual([
      {
        kind: "SET_BID",
        entityType: "KEYWORD",
        entityId: "k1",
        fromCents: 100,
        toCents: 110,
        rule: "TARGET_BID_EXPANSION",
        skuId: 7,
        campaignId: "c1",
        reason: "70 impressions over 7 days, fewer than 100; bid $1.00 → $1.10 (+$0.10, up to $1.50)",
      },
    ]);
  });

  it("raises by a percentage", () => {
    const changes = propose(lowTraffic(10, { amountIncreaseType: "%", bidAmount: 25 }));
    expect(proposedBid(changes, "k1")).toBe(125);
    expect(changes[0]?.reason).toBe(
      "70 impressions over 7 days, fewer than 100; bid $1.00 → $1.25 (+25 %, up to $1.50)",
    );
  });

  it("raises a small bid by at least a cent at 1 %", () => {
    const snapshot = lowTraffic(
      0,
      { amountIncreaseType: "%", bidAmount: 1 },
      { keywords: [keyword("k1", { bidCents: 20 })] },
    );
    expect(proposedBid(propose(snapshot), "k1")).toBe(21);
  });

  it("stops at its max bid, and leaves a bid already there", () => {
    expect(proposedBid(propose(lowTraffic(10, { bidAmount: 1 })), "k1")).toBe(150);
    expect(proposedBid(propose(lowTraffic(10, { bidAmount: 100, amountIncreaseType: "%" })), "k1")).toBe(150);
    expect(propose(lowTraffic(10, { bidMax: 1 }))).toEqual([]);
  });

  it("never goes above the SKU's Max Bid", () => {
    const snapshot = lowTraffic(10, { bidAmount: 1 });
    snapshot.settings.bidMaxCents = 120;
    const changes = propose(snapshot);
    expect(proposedBid(changes, "k1")).toBe(120);
    expect(changes[0]?.reason).toMatch(/up to \$1\.20\)$/);
  });

  it("counts impressions strictly under the threshold: exactly at it is not low", () => {
    // 7 days × 14 = 98, 7 × 15 = 105; with the threshold at 98: 98 is not fewer than 98.
    expect(propose(lowTraffic(14, { impressionsLessThan: 98 }))).toEqual([]);
    expect(proposedBid(propose(lowTraffic(14, { impressionsLessThan: 99 })), "k1")).toBe(110);
    expect(propose(lowTraffic(15))).toEqual([]);
  });

  it("reads its own look-back: a custom 3 days sees only the last three", () => {
    const snapshot = lowTraffic(0, { lookBackPeriod: 3, impressionsLessThan: 50 });
    // 500 impressions four days ago fall outside 3 days.
    snapshot.targetingDays = [
      ...settledDays("k1", { impressions: 500 }, { days: 7 }).slice(0, 4),
      ...settledDays("k1", { impressions: 10 }, { days: 3 }),
    ];
    expect(proposedBid(propose(snapshot), "k1")).toBe(110);
    expect(
      propose({
        ...snapshot,
        settings: settingsWith({ targetBidExpansion: targetBidExpansionWith({ lookBackPeriod: 7 }) }),
      }),
    ).toEqual([]);
  });

  it("takes 7 days and 100 impressions when the setting leaves them empty", () => {
    const changes = propose(lowTraffic(14, { lookBackPeriod: null, impressionsLessThan: null }));
    expect(changes[0]?.reason).toMatch(/^98 impressions over 7 days, fewer than 100;/);
  });

  it("raises keywords without any row and targets of every kind", () => {
    const snapshot = lowTraffic(
      0,
      {},
      {
        keywords: [keyword("k1")],
        targets: [
          target("t1"),
          target("t2", { expressionType: "AUTO", expression: [{ type: "QUERY_BROAD_REL_MATCHES" }] }),
        ],
        targetingDays: [],
      },
    );
    expect(entityIdsOf(propose(snapshot))).toEqual(["k1", "t1", "t2"]);
  });

  it("leaves held, paused and boosted entities, and those of a paused campaign or without the SKU's ad", () => {
    const snapshot = lowTraffic(
      0,
      {},
      {
        keywords: [
          keyword("k1"),
          keyword("held"),
          keyword("paused", { state: "PAUSED" }),
          keyword("boosted"),
          keyword("adless", { adGroupId: "ag3" }),
        ],
        adGroups: [
          { adGroupId: "ag1", campaignId: "c1", state: "ENABLED", defaultBidCents: 100 },
          { adGroupId: "ag3", campaignId: "c1", state: "ENABLED", defaultBidCents: 100 },
        ],
        heldEntityIds: ["held"],
        boosts: [
          {
            keywordId: "boosted",
            boostMaxBidCents: 200,
            baseBidCents: 100,
            startedAt: new Date(),
            stoppedAt: null,
          },
        ],
      },
    );
    expect(entityIdsOf(propose(snapshot))).toEqual(["k1"]);
    snapshot.campaigns = snapshot.campaigns.map((campaign) => ({ ...campaign, state: "PAUSED" as const }));
    expect(propose(snapshot)).toEqual([]);
  });

  it("does nothing when off, at the ad limit, or while the product is out of stock", () => {
    expect(propose(lowTraffic(0, { isActivated: false }))).toEqual([]);
    expect(propose(lowTraffic(0), true)).toEqual([]);
    expect(propose(lowTraffic(0, {}, { availability: "OUT_OF_STOCK" }))).toEqual([]);
    expect(targetBidExpansion.isEnabled(settingsWith({ targetBidExpansion: { isActivated: false } }))).toBe(
      false,
    );
    expect(targetBidExpansion.isEnabled(settingsWith({ targetBidExpansion: targetBidExpansionWith() }))).toBe(
      true,
    );
  });

  it("runs at the setting's frequency, by local date", () => {
    const due = (frequency: TargetBidExpansion["frequency"], lastRunUtc: string) =>
      targetBidExpansion.isDue(
        settingsWith({ targetBidExpansion: targetBidExpansionWith({ frequency }) }),
        clockAt("2026-11-20"),
        new Date(lastRunUtc),
      );
    // Last runs in the morning of a Los Angeles date (17:00 UTC is 09:00 there).
    expect(due("DAILY", "2026-11-19T17:00:00Z")).toBe(true);
    expect(due("DAILY", "2026-11-20T08:30:00Z")).toBe(false);
    expect(due("WEEKLY", "2026-11-14T17:00:00Z")).toBe(false);
    expect(due("WEEKLY", "2026-11-13T17:00:00Z")).toBe(true);
    expect(due("MONTHLY", "2026-10-21T17:00:00Z")).toBe(false);
    expect(due("MONTHLY", "2026-10-20T17:00:00Z")).toBe(true);
    expect(due("QUARTERLY", "2026-08-21T17:00:00Z")).toBe(false);
    expect(due("QUARTERLY", "2026-08-20T17:00:00Z")).toBe(true);
  });
});

describe("target bid expansion's reason for a keyword younger than the look-back (issue 29)", () => {
  it('says "since launch, N days" instead of "over 7 days"', () => {
    const young = lowTraffic(
      10,
      {},
      {
        targetingDays: settledDays("k1", { impressions: 10 }, { days: 2 }),
        launchDates: { k1: "2026-11-18" },
      },
    );
    expect(propose(young)[0]?.reason).toBe(
      "20 impressions since launch, 2 days, fewer than 100; bid $1.00 → $1.10 (+$0.10, up to $1.50)",
    );
  });
});
