import { describe, expect, it } from "vitest";
import {
  clampedBid,
  isEmptyPlan,
  type PushRows,
  pushPlan,
} from "../../../worker/services/sku-structure/push-plan";

const rows: PushRows = {
  campaigns: [
    { campaignId: "c-auto", state: "ENABLED", budgetCents: 2500 },
    { campaignId: "c-keywords", state: "PAUSED", budgetCents: 2500 },
    { campaignId: "c-archived", state: "ARCHIVED", budgetCents: 2500 },
  ],
  adGroups: [
    { adGroupId: "g-auto", campaignId: "c-auto", state: "ENABLED", defaultBidCents: 78 },
    { adGroupId: "g-keywords", campaignId: "c-keywords", state: "ENABLED", defaultBidCents: 40 },
    { adGroupId: "g-archived", campaignId: "c-archived", state: "ARCHIVED", defaultBidCents: 500 },
  ],
  keywords: [
    { keywordId: "k-high", campaignId: "c-keywords", state: "ENABLED", bidCents: 300 },
    { keywordId: "k-inside", campaignId: "c-keywords", state: "PAUSED", bidCents: 90 },
    { keywordId: "k-archived", campaignId: "c-keywords", state: "ARCHIVED", bidCents: 300 },
    { keywordId: "k-default", campaignId: "c-keywords", state: "ENABLED", bidCents: null },
  ],
  targets: [
    { targetId: "t-low", campaignId: "c-auto", state: "ENABLED", bidCents: 10 },
    { targetId: "t-in-archived-campaign", campaignId: "c-archived", state: "ENABLED", bidCents: 10 },
  ],
};

describe("a SKU's new budget and bid range, planned for its built campaigns on Amazon", () => {
  it("splits a new Max budget over the enabled and paused campaigns in today's proportions and touches no bid", () => {
    expect(pushPlan(rows, { budgetCents: 4000 })).toEqual({
      campaigns: [
        { campaignId: "c-auto", fromCents: 2500, budgetCents: 2000 },
        { campaignId: "c-keywords", fromCents: 2500, budgetCents: 2000 },
      ],
      adGroups: [],
      keywords: [],
      targets: [],
    });
  });

  it("keeps the proportions the split gave, lowers first, and leaves out campaigns that already hold their share", () => {
    const uneven = {
      ...rows,
      campaigns: [
        { campaignId: "c-auto", state: "ENABLED", budgetCents: 3100 },
        { campaignId: "c-keywords", state: "PAUSED", budgetCents: 1100 },
        { campaignId: "c-product", state: "ENABLED", budgetCents: 800 },
      ],
    };
    // $50 → $97: each share over Amazon's $1 minimum doubles ($30, $10, $7 → $60, $20, $14).
    expect(pushPlan(uneven, { budgetCents: 9700 }).campaigns).toEqual([
      { campaignId: "c-product", fromCents: 800, budgetCents: 1500 },
      { campaignId: "c-keywords", fromCents: 1100, budgetCents: 2100 },
      { campaignId: "c-auto", fromCents: 3100, budgetCents: 6100 },
    ]);
    expect(pushPlan(uneven, { budgetCents: 5000 }).campaigns).toEqual([]);
    // $50 → $26.50: each share over the minimum halves; the largest cut comes first.
    const lowered = pushPlan(uneven, { budgetCents: 2650 }).campaigns;
    expect(lowered.map((campaign) => [campaign.campaignId, campaign.budgetCents])).toEqual([
      ["c-auto", 1600],
      ["c-keywords", 600],
      ["c-product", 450],
    ]);
  });

  it("a budget the seller kept on a campaign stays; the others share the rest", () => {
    const kept = {
      ...rows,
      campaigns: [
        { campaignId: "c-auto", state: "ENABLED", budgetCents: 3000, keptCents: 3000 },
        { campaignId: "c-keywords", state: "ENABLED", budgetCents: 1000 },
        { campaignId: "c-product", state: "ENABLED", budgetCents: 1000 },
      ],
    };
    expect(pushPlan(kept, { budgetCents: 7000 }).campaigns).toEqual([
      { campaignId: "c-keywords", fromCents: 1000, budgetCents: 2000 },
      { campaignId: "c-product", fromCents: 1000, budgetCents: 2000 },
    ]);
  });

  it("brings ad group default bids, keyword and target bids outside the range inside it, and only those", () => {
    const plan = pushPlan(rows, { bids: { minCents: 50, maxCents: 100 } });
    expect(plan.campaigns).toEqual([]);
    expect(plan.adGroups).toEqual([{ adGroupId: "g-keywords", defaultBidCents: 50 }]);
    expect(plan.keywords).toEqual([{ keywordId: "k-high", bidCents: 100 }]);
    expect(plan.targets).toEqual([{ targetId: "t-low", bidCents: 50 }]);
  });

  it("keeps keywords without their own bid (they bid the ad group's default) and archived entities as they are", () => {
    const plan = pushPlan(rows, { bids: { minCents: 500, maxCents: 600 } });
    const keywordIds = plan.keywords.map((keyword) => keyword.keywordId);
    expect(keywordIds).not.toContain("k-default");
    expect(keywordIds).not.toContain("k-archived");
    expect(plan.adGroups.map((group) => group.adGroupId)).not.toContain("g-archived");
    expect(plan.targets.map((target) => target.targetId)).toEqual(["t-low"]);
  });

  it("raises a bid to the min bid no higher than the campaign's new daily budget", () => {
    const plan = pushPlan(rows, { budgetCents: 600, bids: { minCents: 400, maxCents: 900 } });
    expect(plan.campaigns.every((campaign) => campaign.budgetCents === 300)).toBe(true);
    expect(plan.adGroups).toEqual([
      { adGroupId: "g-auto", defaultBidCents: 300 },
      { adGroupId: "g-keywords", defaultBidCents: 300 },
    ]);
    expect(plan.targets).toEqual([{ targetId: "t-low", bidCents: 300 }]);
    // k-high's 300 is already the most the budget allows: nothing to raise there.
    expect(plan.keywords).toEqual([{ keywordId: "k-inside", bidCents: 300 }]);
  });

  it("plans nothing when nothing of the budget or range changes what Amazon has", () => {
    expect(isEmptyPlan(pushPlan(rows, {}))).toBe(true);
    expect(isEmptyPlan(pushPlan(rows, { budgetCents: 5000 }))).toBe(true);
    const inside = { ...rows, keywords: [], targets: [] };
    expect(isEmptyPlan(pushPlan(inside, { bids: { minCents: 40, maxCents: 78 } }))).toBe(true);
  });
});

describe("a bid clamped into the SKU's range", () => {
  const range = { minCents: 30, maxCents: 125 };
  it("is unchanged (null) inside the range, the bounds included", () => {
    expect(clampedBid(30, range, 2500)).toBeNull();
    expect(clampedBid(125, range, 2500)).toBeNull();
    expect(clampedBid(78, range, 2500)).toBeNull();
  });
  it("goes down to the max bid, or to the budget when that is lower", () => {
    expect(clampedBid(200, range, 2500)).toBe(125);
    expect(clampedBid(200, range, 100)).toBe(100);
  });
  it("goes up to the min bid but never above the budget, and never down when the budget is lower", () => {
    expect(clampedBid(10, range, 2500)).toBe(30);
    expect(clampedBid(10, range, 20)).toBe(20);
    expect(clampedBid(25, range, 20)).toBeNull();
  });
});
