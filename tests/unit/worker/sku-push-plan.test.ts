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
  it("gives every enabled or paused campaign the new daily budget and touches no bid", () => {
    expect(pushPlan(rows, { budgetCents: 4000 })).toEqual({
      campaigns: [
        { campaignId: "c-auto", budgetCents: 4000 },
        { campaignId: "c-keywords", budgetCents: 4000 },
      ],
      adGroups: [],
      keywords: [],
      targets: [],
    });
  });

  it("leaves out campaigns that already have the budget (a retry after a partial refusal sends the rest)", () => {
    const halfDone = {
      ...rows,
      campaigns: rows.campaigns.map((campaign) =>
        campaign.campaignId === "c-auto" ? { ...campaign, budgetCents: 4000 } : campaign,
      ),
    };
    expect(pushPlan(halfDone, { budgetCents: 4000 }).campaigns).toEqual([
      { campaignId: "c-keywords", budgetCents: 4000 },
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
    const plan = pushPlan(rows, { budgetCents: 300, bids: { minCents: 400, maxCents: 900 } });
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
    expect(isEmptyPlan(pushPlan(rows, { budgetCents: 2500 }))).toBe(true);
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
