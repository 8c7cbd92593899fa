import { describe, expect, it } from "vitest";
import { planChanges } from "../../../worker/automation/plan-changes";
import { proposeBidLimits } from "../../../worker/automation/rules/bid-limits";
import { RULES } from "../../../worker/automation/rules/index";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import type { ProposedChange } from "../../../worker/contracts/automation/change";
import {
  clockAt,
  everyBidRuleAtWork,
  inputOf,
  keyword,
  settingsWith,
  snapshotWith,
  target,
  targetBidExpansionWith,
} from "./bid-fixtures";
import { addKeyword, bid, proposing } from "./engine-fixtures";
import { harvestSettings } from "./term-fixtures";

// The bid fixtures' SKU: Min Bid $0.10, Max Bid $3.00.
const plan = (snapshot: SkuSnapshot, changes: ProposedChange[]) =>
  planChanges([{ snapshot, clock: clockAt(), rules: [proposing("BID_OPTIMIZATION", changes)] }], false);
const running = (keywordId: string, boostMaxBidCents: number) => ({
  keywordId,
  boostMaxBidCents,
  baseBidCents: 100,
  startedAt: new Date("2026-11-18T09:00:00Z"),
  stoppedAt: null,
});

describe("the planner keeps every bid inside [Min Bid, Max Bid]", () => {
  it("brings a rule's bid above Max Bid down to it, and says so", () => {
    const [change] = plan(snapshotWith(), [bid("k1", 250, 350)]);
    expect(change).toMatchObject({ kind: "SET_BID", toCents: 300 });
    expect(change?.reason).toBe("bid 250 → 350; kept inside your Max Bid $3.00: bid $2.50 → $3.00");
  });

  it("raises a rule's bid under Min Bid to it", () => {
    const [change] = plan(snapshotWith(), [bid("k1", 50, 4)]);
    expect(change).toMatchObject({ toCents: 10 });
    expect(change?.reason).toContain("kept inside your Min Bid $0.10: bid $0.50 → $0.10");
  });

  it("drops a move the limit turns into none", () => {
    expect(plan(snapshotWith(), [bid("k1", 300, 360)])).toEqual([]);
  });

  it("creates a harvested keyword at the nearest limit", () => {
    const snapshot = snapshotWith({ settings: settingsWith({ bidMinCents: 60 }) });
    const [change] = plan(snapshot, [addKeyword("garlic crusher")]);
    expect(change).toMatchObject({ kind: "ADD_KEYWORD", bidCents: 60 });
    expect(change?.reason).toBe("harvest garlic crusher; bid $0.50 kept inside your Min Bid $0.60");
  });

  it("bounds a keyword under a running boost by the boost's own max bid, above the SKU's Max Bid", () => {
    const snapshot = snapshotWith({ boosts: [running("k1", 450)] });
    expect(plan(snapshot, [bid("k1", 300, 400, "KEYWORD_BOOST")])[0]).toMatchObject({ toCents: 400 });
    const [capped] = plan(snapshot, [bid("k1", 400, 500, "KEYWORD_BOOST")]);
    expect(capped).toMatchObject({ toCents: 450 });
    expect(capped?.reason).toContain("kept inside your boost's max bid $4.50");
  });
});

describe("bid limits (the rule)", () => {
  it("brings a bid found outside to the nearest limit, naming the limit", () => {
    const snapshot = snapshotWith({
      keywords: [keyword("k1", { bidCents: 450 }), keyword("k2", { bidCents: 150 })],
      targets: [target("t1", { bidCents: 5 })],
    });
    const changes = proposeBidLimits(inputOf(snapshot));
    expect(changes.map((c) => c.kind === "SET_BID" && [c.entityId, c.fromCents, c.toCents])).toEqual([
      ["k1", 450, 300],
      ["t1", 5, 10],
    ]);
    expect(changes.map((c) => c.reason)).toEqual([
      "Bid $4.50 is above your Max Bid $3.00; bid $4.50 → $3.00",
      "Bid $0.05 is under your Min Bid $0.10; bid $0.05 → $0.10",
    ]);
    expect(changes.every((c) => c.rule === "BID_LIMITS")).toBe(true);
  });

  it("leaves a boosted keyword above Max Bid up to its boost's max bid, and brings it back after the boost", () => {
    const boosted = snapshotWith({
      keywords: [keyword("k1", { bidCents: 400 })],
      boosts: [running("k1", 450)],
    });
    expect(proposeBidLimits(inputOf(boosted))).toEqual([]);
    const stopped = snapshotWith({
      keywords: [keyword("k1", { bidCents: 400 })],
      boosts: [{ ...running("k1", 450), stoppedAt: new Date("2026-11-19T09:00:00Z") }],
    });
    expect(proposeBidLimits(inputOf(stopped))[0]).toMatchObject({ toCents: 300 });
  });

  it("leaves archived keywords and those of archived campaigns alone", () => {
    const snapshot = snapshotWith({
      keywords: [
        keyword("k1", { bidCents: 450, state: "ARCHIVED" }),
        keyword("k2", { bidCents: 450, campaignId: "gone" }),
      ],
    });
    expect(proposeBidLimits(inputOf(snapshot))).toEqual([]);
  });
});

describe("after a run of every rule, no bid is outside [Min Bid, Max Bid]", () => {
  it("whatever the settings' own bids and the mirror's strays", () => {
    // Harvest bids and an expansion max far outside the SKU's $0.40–$1.20; strays on both sides.
    const settings = settingsWith({
      bidMinCents: 40,
      bidMaxCents: 120,
      searchTermExpansion: harvestSettings({
        frequency: "DAILY",
        ordersMin: 1,
        broadKeywordBidPrice: 0.05,
        phraseKeywordBidPrice: 2.5,
        exactKeywordBidPrice: 9,
      }),
      targetBidExpansion: targetBidExpansionWith({ impressionsLessThan: 1000, bidAmount: 5, bidMax: 10 }),
    });
    const snapshot = everyBidRuleAtWork(settings, 110);
    const changes = planChanges([{ snapshot, clock: clockAt(), rules: RULES }], false);
    const bids = changes.flatMap((change) =>
      change.kind === "SET_BID" ? [change.toCents] : "bidCents" in change ? [change.bidCents] : [],
    );
    expect(bids.length).toBeGreaterThan(3);
    for (const cents of bids) {
      expect(cents).toBeGreaterThanOrEqual(40);
      expect(cents).toBeLessThanOrEqual(120);
    }
    const bidOf = (id: string) =>
      changes.find((change) => change.kind === "SET_BID" && change.entityId === id) as
        | Extract<ProposedChange, { kind: "SET_BID" }>
        | undefined;
    expect(bidOf("k1")?.toCents).toBe(40);
    expect(bidOf("k2")?.toCents).toBe(120);
    expect(bidOf("t1")?.toCents).toBe(120);
  });
});
