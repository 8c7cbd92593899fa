import { describe, expect, it } from "vitest";
import {
  ctrMinImpressions,
  negativeOptimisation,
  proposeNegatives,
} from "../../../worker/automation/rules/negative-optimisation";
import type { NegativeSnapshot } from "../../../worker/automation/rules/rule-input";
import {
  AUTO,
  brief,
  input,
  KEYWORD,
  negativeExact,
  negativeSettings,
  OWN,
  pastChange,
  snapshot,
  termDay,
} from "./term-fixtures";

const negatives = (settings: Parameters<typeof negativeSettings>[0], overrides = {}) =>
  proposeNegatives(input({ negativeOptimization: negativeSettings(settings) }, overrides));

describe("negative optimisation: clicks without a sale", () => {
  it("negates a term whose clicks without a sale reach the threshold, with its numbers in the reason", () => {
    const changes = negatives(
      { clicksWithoutSale: 10 },
      {
        searchTermDays: [termDay("Cheap  Dog Bed", AUTO, { impressions: 900, clicks: 14, spendCents: 1120 })],
      },
    );
    expect(brief(changes)).toEqual([negativeExact("cheap dog bed")]);
    expect(changes[0]).toMatchObject({
      rule: "NEGATIVE_OPTIMIZATION",
      skuId: 7,
      entityType: "NEGATIVE_KEYWORD",
    });
    expect(changes[0]?.reason).toBe(
      "“cheap dog bed”: 14 clicks, no sale over 30 days (threshold 10) → negative exact in Auto campaign",
    );
  });

  it("counts exactly the threshold as reached and one click fewer as not", () => {
    const days = [
      termDay("at edge", AUTO, { impressions: 100, clicks: 10 }),
      termDay("below edge", AUTO, { impressions: 100, clicks: 9 }),
    ];
    expect(brief(negatives({ clicksWithoutSale: 10 }, { searchTermDays: days }))).toEqual([
      negativeExact("at edge"),
    ]);
  });

  it("leaves a term with a sale alone however many clicks it has", () => {
    const days = [
      termDay("dog bed large", AUTO, { impressions: 5000, clicks: 80, orders: 1, salesCents: 3999 }),
    ];
    expect(negatives({ clicksWithoutSale: 10 }, { searchTermDays: days })).toEqual([]);
  });

  it("honours a threshold of 1 as the seller gave it", () => {
    const days = [termDay("dog crate", AUTO, { impressions: 20, clicks: 1 })];
    expect(negatives({ clicksWithoutSale: 1 }, { searchTermDays: days })[0]?.reason).toBe(
      "“dog crate”: 1 click, no sale over 30 days (threshold 1) → negative exact in Auto campaign",
    );
  });
});

describe("negative optimisation: impressions without a click", () => {
  it("negates at exactly the threshold, not one impression below, and never a term with a click", () => {
    const days = [
      termDay("cat tree", AUTO, { impressions: 1000 }),
      termDay("cat bed", AUTO, { impressions: 999 }),
      termDay("pet bed", AUTO, { impressions: 5000, clicks: 1 }),
    ];
    const changes = negatives({ impressionsWithoutClick: 1000 }, { searchTermDays: days });
    expect(brief(changes)).toEqual([negativeExact("cat tree")]);
    expect(changes[0]?.reason).toBe(
      "“cat tree”: 1,000 impressions, no click over 30 days (threshold 1,000) → negative exact in Auto campaign",
    );
  });
});

describe("negative optimisation: CTR lower than", () => {
  it("negates a CTR below the threshold once the term has the impressions to judge it", () => {
    // 0.3 %: a term at exactly 0.3 % expects 3 clicks in 1,000 impressions.
    expect(ctrMinImpressions(0.3)).toBe(1000);
    const days = [
      termDay("dog blanket", AUTO, { impressions: 1000, clicks: 2 }),
      termDay("dog pillow", AUTO, { impressions: 999, clicks: 1 }),
      termDay("dog mat", AUTO, { impressions: 2000, clicks: 6 }),
    ];
    const changes = negatives({ ctrLowerThan: 0.3 }, { searchTermDays: days });
    expect(brief(changes)).toEqual([negativeExact("dog blanket")]);
    expect(changes[0]?.reason).toBe(
      "“dog blanket”: CTR 0.2 % on 1,000 impressions over 30 days (threshold 0.3 %) → negative exact in Auto campaign",
    );
  });

  it("judges a high threshold on no fewer than 100 impressions", () => {
    expect(ctrMinImpressions(5)).toBe(100);
    const days = [
      termDay("orthopedic", AUTO, { impressions: 100, clicks: 4 }),
      termDay("memory foam", AUTO, { impressions: 99, clicks: 0 }),
    ];
    expect(brief(negatives({ ctrLowerThan: 5 }, { searchTermDays: days }))).toEqual([
      negativeExact("orthopedic"),
    ]);
  });
});

describe("negative optimisation: at least one of the three metrics", () => {
  const days = [
    termDay("clicky", AUTO, { impressions: 400, clicks: 12 }),
    termDay("unseen", AUTO, { impressions: 3000 }),
  ];

  it("applies only the thresholds given", () => {
    expect(brief(negatives({ clicksWithoutSale: 10 }, { searchTermDays: days }))).toEqual([
      negativeExact("clicky"),
    ]);
    expect(brief(negatives({ impressionsWithoutClick: 2000 }, { searchTermDays: days }))).toEqual([
      negativeExact("unseen"),
    ]);
  });

  it("negates a term reaching any one of them, naming every threshold it reached", () => {
    const changes = negatives(
      { clicksWithoutSale: 10, impressionsWithoutClick: 2000, ctrLowerThan: 0.5 },
      { searchTermDays: days },
    );
    expect(brief(changes)).toEqual([negativeExact("clicky"), negativeExact("unseen")]);
    expect(changes[1]?.reason).toBe(
      "“unseen”: 3,000 impressions, no click over 30 days (threshold 2,000); CTR 0 % on 3,000 impressions (threshold 0.5 %) → negative exact in Auto campaign",
    );
  });

  it("is off without settings or without any metric", () => {
    const base = snapshot().settings;
    expect(negativeOptimisation.isEnabled(base)).toBe(false);
    expect(negativeOptimisation.isEnabled({ ...base, negativeOptimization: negativeSettings() })).toBe(false);
    expect(
      negativeOptimisation.isEnabled({
        ...base,
        negativeOptimization: negativeSettings({ ctrLowerThan: 0.1 }),
      }),
    ).toBe(true);
    expect(proposeNegatives(input({}, { searchTermDays: days }))).toEqual([]);
  });
});

describe("negative optimisation: look-back in the SKU's dates", () => {
  it("sums the N days before today: today and older days are left out", () => {
    const days = [
      // A custom look-back of 7 days on 2026-11-25 reads 2026-11-18 … 2026-11-24.
      termDay("dog bed", AUTO, { date: "2026-11-18", impressions: 50, clicks: 3 }),
      termDay("dog bed", AUTO, { date: "2026-11-24", impressions: 50, clicks: 2 }),
      termDay("dog bed", AUTO, { date: "2026-11-17", impressions: 50, clicks: 9 }),
      termDay("dog bed", AUTO, { date: "2026-11-25", impressions: 50, clicks: 9 }),
    ];
    expect(negatives({ lookBackPeriod: 7, clicksWithoutSale: 6 }, { searchTermDays: days })).toEqual([]);
    const changes = negatives({ lookBackPeriod: 7, clicksWithoutSale: 5 }, { searchTermDays: days });
    expect(changes[0]?.reason).toBe(
      "“dog bed”: 5 clicks, no sale over 7 days (threshold 5) → negative exact in Auto campaign",
    );
  });

  it("sums one term over days and the keywords that matched it into one proposal per ad group", () => {
    const days = [
      termDay("dog bed", AUTO, { clicks: 3, impressions: 10 }),
      termDay("DOG BED", AUTO, { clicks: 3, impressions: 10, targetingId: "t-other", date: "2026-11-20" }),
      termDay(
        "dog bed",
        { campaignId: AUTO.campaignId, adGroupId: "ag-auto-2" },
        { clicks: 1, impressions: 5 },
      ),
    ];
    const adGroups = [
      ...snapshot().adGroups,
      { campaignId: AUTO.campaignId, adGroupId: "ag-auto-2", state: "ENABLED" as const, defaultBidCents: 50 },
    ];
    const changes = negatives({ clicksWithoutSale: 7 }, { searchTermDays: days, adGroups });
    expect(brief(changes)).toEqual([
      negativeExact("dog bed"),
      negativeExact("dog bed", { campaignId: AUTO.campaignId, adGroupId: "ag-auto-2" }),
    ]);
  });
});

describe("negative optimisation: what is never negated", () => {
  const wasteful = { impressions: 300, clicks: 20 };

  it("never negates the SKU's own keywords, whatever their case, nor the ASINs it targets", () => {
    const keywords = [
      {
        keywordId: "k1",
        ...KEYWORD,
        keywordText: "Orthopedic Dog Bed",
        matchType: "EXACT" as const,
        state: "ENABLED" as const,
        bidCents: 80,
      },
    ];
    const targets = [
      {
        targetId: "t1",
        campaignId: "c-product",
        adGroupId: "ag-product",
        expressionType: "MANUAL" as const,
        expression: [{ type: "ASIN_SAME_AS", value: "B0RIVAL001" }],
        state: "ENABLED" as const,
        bidCents: 60,
      },
    ];
    const days = [
      termDay("orthopedic dog bed", KEYWORD, wasteful),
      termDay("b0rival001", AUTO, wasteful),
      termDay("b0dogbed01", AUTO, wasteful),
    ];
    expect(negatives({ clicksWithoutSale: 5 }, { searchTermDays: days, keywords, targets })).toEqual([]);
  });

  it("never proposes a negative the ad group or its campaign already has", () => {
    const existing: NegativeSnapshot[] = [
      { ...AUTO, keywordText: "Dog Bed Cheap", matchType: "NEGATIVE_EXACT" },
      {
        campaignId: AUTO.campaignId,
        adGroupId: null,
        keywordText: "free dog bed",
        matchType: "NEGATIVE_EXACT",
      },
      { ...AUTO, keywordText: "used", matchType: "NEGATIVE_PHRASE" },
      { ...OWN, keywordText: "dog bed xl", matchType: "NEGATIVE_EXACT" },
    ];
    const days = ["dog bed cheap", "free dog bed", "used dog bed", "dog bed xl"].map((term) =>
      termDay(term, AUTO, wasteful),
    );
    const changes = negatives({ clicksWithoutSale: 5 }, { searchTermDays: days, negatives: existing });
    // The negative in the seller's own campaign does not keep the term out of the auto campaign.
    expect(brief(changes)).toEqual([negativeExact("dog bed xl")]);
  });

  it("does not propose again what it negated before, unless that change failed", () => {
    const days = [termDay("dog bed cheap", AUTO, wasteful)];
    const [first] = negatives({ clicksWithoutSale: 5 }, { searchTermDays: days });
    if (!first) throw new Error("expected a negative");
    for (const status of ["PLANNED", "APPLIED", "UNDONE"] as const) {
      const history = [pastChange(first, status)];
      expect(negatives({ clicksWithoutSale: 5 }, { searchTermDays: days, history })).toEqual([]);
    }
    const failed = [pastChange(first, "FAILED")];
    expect(brief(negatives({ clicksWithoutSale: 5 }, { searchTermDays: days, history: failed }))).toEqual([
      negativeExact("dog bed cheap"),
    ]);
  });

  it("skips archived campaigns and ad groups and campaigns that are not the SKU's", () => {
    const base = snapshot();
    const campaigns = base.campaigns.map((c) =>
      c.campaignId === OWN.campaignId ? { ...c, state: "ARCHIVED" as const } : c,
    );
    const adGroups = base.adGroups.map((g) =>
      g.adGroupId === KEYWORD.adGroupId ? { ...g, state: "ARCHIVED" as const } : g,
    );
    const days = [
      termDay("a", OWN, wasteful),
      termDay("b", KEYWORD, wasteful),
      termDay("c", { campaignId: "c-elsewhere", adGroupId: "ag-elsewhere" }, wasteful),
    ];
    expect(negatives({ clicksWithoutSale: 5 }, { searchTermDays: days, campaigns, adGroups })).toEqual([]);
  });
});

describe("negative optimisation: ASIN terms and campaigns", () => {
  it("negates an ASIN term as a product target, written as Amazon writes ASINs", () => {
    const days = [termDay("b07h8q3jh1", AUTO, { impressions: 700, clicks: 11 })];
    const changes = negatives({ clicksWithoutSale: 10 }, { searchTermDays: days });
    expect(changes).toEqual([
      expect.objectContaining({
        kind: "ADD_NEGATIVE_TARGET",
        entityType: "NEGATIVE_TARGET",
        campaignId: AUTO.campaignId,
        adGroupId: AUTO.adGroupId,
        asin: "B07H8Q3JH1",
        reason:
          "“B07H8Q3JH1”: 11 clicks, no sale over 30 days (threshold 10) → negative product target in Auto campaign",
      }),
    ]);
  });

  it("does not propose a negative product target already there", () => {
    const days = [termDay("B07H8Q3JH1", AUTO, { impressions: 700, clicks: 11 })];
    const existing = [{ ...AUTO, asin: "b07h8q3jh1" }];
    expect(negatives({ clicksWithoutSale: 10 }, { searchTermDays: days, negatives: existing })).toEqual([]);
  });

  it("negates in the seller's own campaigns too, naming them", () => {
    const days = [termDay("dog bed for cats", OWN, { impressions: 700, clicks: 11 })];
    expect(negatives({ clicksWithoutSale: 10 }, { searchTermDays: days })[0]?.reason).toBe(
      "“dog bed for cats”: 11 clicks, no sale over 30 days (threshold 10) → negative exact in campaign “My dog beds”",
    );
  });
});
