import { describe, expect, it } from "vitest";
import {
  advertisePlan,
  brandPlan,
  campaignName,
  competitorPlan,
  defaultBidCents,
  NAME_MAX_LENGTH,
} from "../../../worker/services/sku-structure/plan";

const sku = { sku: "SKU-123", maxDailyBudgetCents: 2500, bidMinCents: 30, bidMaxCents: 125 };

describe("the campaign structure planned for a SKU", () => {
  it("splits the Max budget: the planned daily budgets add up to it, none under Amazon's $1.00", () => {
    for (const maxDailyBudgetCents of [300, 301, 5000, 99_999]) {
      const budgets = advertisePlan({ ...sku, maxDailyBudgetCents }).map((campaign) => campaign.budgetCents);
      expect(budgets.reduce((sum, cents) => sum + cents, 0)).toBe(maxDailyBudgetCents);
      expect(Math.min(...budgets)).toBeGreaterThanOrEqual(100);
      expect(Math.max(...budgets) - Math.min(...budgets)).toBeLessThanOrEqual(1);
    }
  });

  it("bids no higher than a campaign's share of the Max budget (Amazon refuses a bid over the budget)", () => {
    const plan = advertisePlan({ ...sku, maxDailyBudgetCents: 300, bidMinCents: 50, bidMaxCents: 500 });
    expect(plan.map((campaign) => campaign.bidCents)).toEqual([100, 100, 100]);
  });

  it("plans a brand or competitor campaign with an even share beside Advertise's three (the launch sets its share of the split)", () => {
    expect(brandPlan(sku, "Acme").budgetCents).toBe(625);
    expect(competitorPlan(sku, { id: 1, competitorName: "Rival" }).budgetCents).toBe(625);
  });

  it("Advertise plans an auto, a manual keyword and a manual product-targeting campaign named for what they are", () => {
    const plan = advertisePlan(sku);
    expect(plan.map(({ role, name, targetingType }) => ({ role, name, targetingType }))).toEqual([
      { role: "AUTO", name: "SKU-123 · Auto", targetingType: "AUTO" },
      { role: "KEYWORD", name: "SKU-123 · Keywords (manual)", targetingType: "MANUAL" },
      { role: "PRODUCT", name: "SKU-123 · Product targets (manual)", targetingType: "MANUAL" },
    ]);
    // The SKU's $25.00 Max budget is the three campaigns' together: $8.34, $8.33, $8.33.
    expect(plan.map((campaign) => campaign.budgetCents)).toEqual([834, 833, 833]);
    for (const campaign of plan) {
      expect(campaign.bidCents).toBe(78);
      expect(campaign.keywords).toEqual([]);
      expect(campaign.competitorId).toBeNull();
    }
  });

  it("bids the midpoint of the SKU's range in whole cents, within the range", () => {
    expect(defaultBidCents(sku)).toBe(78);
    expect(defaultBidCents({ ...sku, bidMinCents: 50, bidMaxCents: 50 })).toBe(50);
    expect(defaultBidCents({ ...sku, bidMinCents: 2, bidMaxCents: 3 })).toBe(3);
  });

  it("keeps the bid within the daily budget unless the min bid is above it", () => {
    expect(defaultBidCents({ ...sku, maxDailyBudgetCents: 100, bidMinCents: 50, bidMaxCents: 500 })).toBe(
      100,
    );
    expect(defaultBidCents({ ...sku, maxDailyBudgetCents: 100, bidMinCents: 150, bidMaxCents: 500 })).toBe(
      150,
    );
  });

  it("a brand campaign targets the brand name exact and phrase", () => {
    const brand = brandPlan(sku, " Acme ");
    expect(brand).toMatchObject({ role: "BRAND", name: "SKU-123 · Brand Acme", targetingType: "MANUAL" });
    expect(brand.keywords).toEqual([
      { keywordText: "Acme", matchType: "EXACT" },
      { keywordText: "Acme", matchType: "PHRASE" },
    ]);
  });

  it("a competitor campaign targets the competitor's name phrase and broad, and knows its competitor", () => {
    const competitor = competitorPlan(sku, { id: 7, competitorName: "Globex" });
    expect(competitor).toMatchObject({
      role: "COMPETITOR",
      competitorId: 7,
      name: "SKU-123 · Competitor Globex",
      targetingType: "MANUAL",
    });
    expect(competitor.keywords).toEqual([
      { keywordText: "Globex", matchType: "PHRASE" },
      { keywordText: "Globex", matchType: "BROAD" },
    ]);
  });

  it("names stay within Amazon's 128 characters, the label kept whole when the SKU is long", () => {
    const name = campaignName("S".repeat(120), "Product targets (manual)");
    expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(name.endsWith(" · Product targets (manual)")).toBe(true);
    expect(campaignName("SKU-1", `Brand ${"B".repeat(200)}`).length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
  });
});
