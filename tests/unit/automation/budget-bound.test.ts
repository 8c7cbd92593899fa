import { describe, expect, it } from "vitest";
import { proposeBidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import {
  addedByHoursOut,
  budgetBound,
  budgetBoundText,
  budgetRecommendationText,
} from "../../../worker/automation/rules/budget-bound";
import type { BudgetOut, SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { shiftDate } from "../../../worker/contracts/date-range";
import { clockAt, inputOf, keyword, settingsWith, settledDays, snapshotWith, TODAY } from "./bid-fixtures";

/** 10 clicks a day at 89 cents, $100 of sales: ACOS 8.9 % against a 25 % target. */
const DAY = { impressions: 400, clicks: 10, spendCents: 890, salesCents: 10_000, orders: 5, units: 5 };

/** Out of budget from 14:00 on the `days` days before today (most recent first). */
const outsAt = (hour: number, days: number, campaignId = "c1"): BudgetOut[] =>
  Array.from({ length: days }, (_, index) => ({ campaignId, date: shiftDate(TODAY, -(index + 1)), hour }));

const selling = (overrides: Partial<SkuSnapshot> = {}) =>
  snapshotWith({
    keywords: [keyword("k1")],
    targetingDays: settledDays("k1", DAY),
    budgetOuts: outsAt(14, 4),
    ...overrides,
  });

describe("budget-bound: the budget, not the bids, holds back a SKU that sells under target (issue 29, item 10)", () => {
  it("estimates the sales of the hours out of budget at the sales rate before running out", () => {
    // $700 sold in 128 hours served (4 days to 14:00, 3 whole days): $5.47 an hour; 40 hours off: $218.75.
    expect(addedByHoursOut(70_000, 4 * 14 + 3 * 24, 4 * 10)).toBeCloseTo(21_875, 6);
    expect(addedByHoursOut(70_000, 0, 10)).toBe(0);
    expect(addedByHoursOut(70_000, 128, 0)).toBe(0);
  });

  it("finds the SKU budget-bound on 4 of the last 7 days, with the estimate and a bigger Max budget", () => {
    const bound = budgetBound(selling(), TODAY);
    expect(bound).toEqual({
      outDays: 4,
      windowDays: 7,
      typicalHour: 14,
      acos: 8.9,
      targetAcos: 25,
      // $218.75 over the week's 7 days.
      extraSalesCentsPerDay: 3125,
      maxDailyBudgetCents: 5000,
      // $50 + the $4.87 the 10 hours of a day out would have spent at the same rate, up to whole dollars.
      suggestedMaxBudgetCents: 5500,
    });
    if (!bound) throw new Error("not bound");
    expect(budgetBoundText(bound)).toBe(
      "Budget-bound: ran out of budget by 14:00 on 4 of the last 7 days while ACOS 8.9 % over those days is under the 25 % target; ",
    );
    expect(budgetRecommendationText(bound, "USD")).toBe(
      "Raise the Max budget from $50.00 to about $55.00: estimated +$31.25 sales a day (the hours out of budget at the sales rate before running out; an estimate).",
    );
    // A UK SKU's recommendation is in pounds (issue 29, item 7).
    expect(budgetRecommendationText(bound, "GBP")).toBe(
      "Raise the Max budget from £50.00 to about £55.00: estimated +£31.25 sales a day (the hours out of budget at the sales rate before running out; an estimate).",
    );
  });

  it("values the clicks a campaign missed at the SKU's sales per click, so a campaign that has not sold yet still counts", () => {
    // c2, the Auto campaign: 4 clicks a day for 53 cents, no sale yet, out of budget from 10:00 on 3 days;
    // c1 sells: the SKU's $700 over 70 + 28 clicks is $7.14 a click.
    const auto = {
      campaignId: "c2",
      name: "GARLIC-PRESS auto",
      state: "ENABLED",
      targetingType: "AUTO",
      budgetCents: 100,
      role: "AUTO",
      migrated: false,
      sharedWithOtherSkus: false,
    } as const;
    const autoDays = settledDays(
      "t2",
      { impressions: 100, clicks: 4, spendCents: 53, salesCents: 0, orders: 0, units: 0 },
      { campaignId: "c2" },
    );
    const snapshot = selling({
      campaigns: [...snapshotWith().campaigns, auto],
      targetingDays: [...settledDays("k1", DAY), ...autoDays],
      budgetOuts: outsAt(10, 3, "c2"),
    });
    const bound = budgetBound(snapshot, TODAY);
    // c2 served 3 × 10 + 4 × 24 = 126 hours for 28 clicks; 42 hours off: 9.33 clicks × $7.14 = $66.67.
    const perClick = 70_000 / 98;
    expect(bound?.extraSalesCentsPerDay).toBe(Math.round((((28 * 42) / 126) * perClick) / 7));
    expect(bound?.extraSalesCentsPerDay).toBeGreaterThan(0);
    expect(bound?.outDays).toBe(3);
  });

  it("is not budget-bound over target, on a single day out, without a target, or for a migrated campaign's budget", () => {
    expect(
      budgetBound(selling({ targetingDays: settledDays("k1", { ...DAY, salesCents: 2000 }) }), TODAY),
    ).toBeNull();
    expect(budgetBound(selling({ budgetOuts: outsAt(14, 1) }), TODAY)).toBeNull();
    expect(budgetBound(selling({ settings: settingsWith({ targetAcos: null }) }), TODAY)).toBeNull();
    const migrated = selling();
    migrated.campaigns = migrated.campaigns.map((campaign) => ({ ...campaign, role: null }));
    expect(budgetBound(migrated, TODAY)).toBeNull();
    // Sightings older than the week do not count.
    expect(budgetBound(selling({ budgetOuts: outsAt(14, 9).slice(7) }), TODAY)).toBeNull();
  });

  it("bid optimisation's reason says budget-bound first", () => {
    const [change] = proposeBidOptimisation(inputOf(selling(), clockAt()));
    expect(change?.reason).toMatch(
      /^Budget-bound: ran out of budget by 14:00 on 4 of the last 7 days while ACOS 8\.9 % over those days is under the 25 % target; ACOS [\d.]+ % over 14 days \(140 clicks\) against a 25 % target; .* bid \$1\.00 → \$1\.20$/,
    );
    const [free] = proposeBidOptimisation(inputOf(selling({ budgetOuts: [] }), clockAt()));
    expect(free?.reason).toMatch(/^ACOS [\d.]+ % over 14 days/);
  });
});
