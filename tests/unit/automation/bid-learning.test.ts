import { describe, expect, it } from "vitest";
import { bidLearningNotes, proposeBidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import { LEARNING_CLICKS } from "../../../worker/automation/rules/learning";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import {
  inputOf,
  keyword,
  reportedDays,
  settingsWith,
  settledDays,
  snapshotWith,
  TODAY,
} from "./bid-fixtures";

/** 10 clicks a day at 70 cents (bid $1.00), one $20 order a day: ACOS 35 % against 25 %: bids fall. */
const DAY = { impressions: 400, clicks: 10, spendCents: 700, salesCents: 2000, orders: 1, units: 1 };
const NO_SALE = { impressions: 100, clicks: 1, spendCents: 70 };

function withYoung(young: SkuSnapshot["targetingDays"], overrides: Partial<SkuSnapshot> = {}) {
  return snapshotWith({
    settings: settingsWith({ targetAcos: 25 }),
    keywords: [keyword("k1"), keyword("young")],
    targetingDays: [...reportedDays("k1", DAY), ...young],
    ...overrides,
  });
}
const changeOf = (snapshot: SkuSnapshot, id: string) =>
  proposeBidOptimisation(inputOf(snapshot)).find((c) => c.kind === "SET_BID" && c.entityId === id);

describe("the learning threshold (issue 29)", () => {
  it(`cuts no bid before ${LEARNING_CLICKS} clicks since launch: 3 clicks without a sale are not a verdict`, () => {
    const young = withYoung(settledDays("young", NO_SALE, { days: 3 }));
    expect(changeOf(young, "young")).toBeUndefined();
    // k1, with 140 clicks, is cut as before.
    expect(changeOf(young, "k1")).toMatchObject({ toCents: 80 });
  });

  it("cuts it once it has 20 clicks without a sale", () => {
    const learned = withYoung(settledDays("young", { ...NO_SALE, clicks: 2, spendCents: 140 }, { days: 10 }));
    expect(changeOf(learned, "young")).toMatchObject({ fromCents: 100 });
    expect(changeOf(learned, "young")?.reason).toMatch(
      /^No sales from 20 clicks \(\$14\.00 spend\) over 14 days/,
    );
  });

  it('shows the seller "collecting data: 3 of 20 clicks" for each keyword and target under it', () => {
    const notes = bidLearningNotes(inputOf(withYoung(settledDays("young", NO_SALE, { days: 3 }))));
    expect(notes).toEqual([
      {
        rule: "BID_OPTIMIZATION",
        skuId: 7,
        text: "Collecting data: 3 of 20 clicks; its bid is not cut before 20",
        entity: {
          entityType: "KEYWORD",
          entityId: "young",
          campaignId: "c1",
          label: "garlic press young (exact)",
        },
      },
    ]);
  });

  it("says the SKU itself is collecting data while it has fewer than 20 clicks", () => {
    const quiet = snapshotWith({
      keywords: [keyword("k1")],
      targetingDays: settledDays("k1", NO_SALE, { days: 12 }),
    });
    expect(bidLearningNotes(inputOf(quiet)).map((note) => note.text)).toEqual([
      "Bids are not cut before the SKU's first 20 clicks over 14 days (one under what a click is worth may rise): collecting data: 12 of 20 clicks",
    ]);
  });
});

describe("a keyword younger than the look-back (issue 29)", () => {
  it('says "since launch, N days", not "over 14 days"', () => {
    // Launched 5 days ago with 25 clicks and no sale: learned, cut, and its reason tells its age.
    const young = withYoung(settledDays("young", { ...NO_SALE, clicks: 5, spendCents: 350 }, { days: 5 }), {
      launchDates: { young: "2026-11-15" },
    });
    expect(changeOf(young, "young")?.reason).toMatch(
      /^No sales from 25 clicks \(\$17\.50 spend\) since launch, 5 days against a 25 % target;/,
    );
  });

  it("takes the campaign's launch when the keyword's own is not known, and 'since launch, 1 day' for yesterday's", () => {
    const young = withYoung(settledDays("young", { ...NO_SALE, clicks: 25, spendCents: 1750 }, { days: 1 }), {
      launchDates: { c1: "2026-11-19" },
    });
    expect(TODAY).toBe("2026-11-20");
    expect(changeOf(young, "young")?.reason).toMatch(
      /^No sales from 25 clicks \(\$17\.50 spend\) since launch, 1 day against/,
    );
  });

  it("a keyword the automation harvested is dated by the day Amazon confirmed it", () => {
    const young = withYoung(settledDays("young", { ...NO_SALE, clicks: 8, spendCents: 560 }, { days: 3 }), {
      history: [
        {
          kind: "ADD_KEYWORD",
          entityType: "KEYWORD",
          adGroupId: "ag1",
          keywordText: "garlic press young",
          matchType: "EXACT",
          bidCents: 100,
          rule: "SEARCH_TERM_EXPANSION",
          skuId: 7,
          campaignId: "c1",
          reason: "harvested",
          id: 3,
          profileId: 1,
          runKey: "2026-11-17T09:00:00.000Z",
          status: "APPLIED",
          createdEntityId: "young",
          error: null,
          plannedAt: new Date("2026-11-17T09:00:00Z"),
          appliedAt: new Date("2026-11-17T09:01:00Z"),
        },
      ],
    });
    expect(changeOf(young, "young")?.reason).toMatch(/since launch, 3 days/);
  });

  it("an older keyword keeps 'over 14 days'", () => {
    const old = withYoung(settledDays("young", { ...NO_SALE, clicks: 2, spendCents: 140 }, { days: 14 }), {
      launchDates: { young: "2026-10-01" },
    });
    expect(changeOf(old, "young")?.reason).toMatch(/over 14 days/);
  });
});
