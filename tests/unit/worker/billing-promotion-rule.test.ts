import type { TariffPlanName } from "@contracts/billing/plans";
import {
  codeApplies,
  isPartnerCoupon,
  planPricing,
  plansDiscountedBy,
} from "@contracts/billing/promotion-rule";
import { describe, expect, it } from "vitest";

const PARTNER = "SellerCircle";
const code = (percentOff: number | null, name = "Welcome", valid = true, active = true) => ({
  couponName: name,
  couponPercentOff: percentOff,
  isCouponValid: valid,
  isPromotionCodeActive: active,
});
const withPlans = (terms: ReturnType<typeof code>) => ({
  ...terms,
  appliesToPlans: plansDiscountedBy(terms, PARTNER),
});
const prices = (terms: ReturnType<typeof code> | null) =>
  (["START_UP", "SCALE_UP", "PROFESSIONAL"] as TariffPlanName[]).map((plan) => {
    const { listPrice, price, sale } = planPricing(plan, terms && withPlans(terms));
    return [plan, listPrice, price, sale];
  });

describe("document 001 §9 promotion rule", () => {
  it("without a code: the catalogue's list price, price and sale", () => {
    expect(prices(null)).toEqual([
      ["START_UP", 397, 197, 200],
      ["SCALE_UP", 597, 397, 200],
      ["PROFESSIONAL", 797, 547, 250],
    ]);
  });

  it("new price = list price minus the percent, rounded up; sale = list - new price", () => {
    expect(prices(code(10))).toEqual([
      ["START_UP", 397, 358, 39],
      ["SCALE_UP", 597, 538, 59],
      ["PROFESSIONAL", 797, 718, 79],
    ]);
    expect(prices(code(20))).toEqual([
      ["START_UP", 397, 318, 79],
      ["SCALE_UP", 597, 478, 119],
      ["PROFESSIONAL", 797, 638, 159],
    ]);
    expect(prices(code(15))).toEqual([
      ["START_UP", 397, 338, 59],
      ["SCALE_UP", 597, 508, 89],
      ["PROFESSIONAL", 797, 678, 119],
    ]);
    expect(prices(code(12.5))).toEqual([
      ["START_UP", 397, 348, 49],
      ["SCALE_UP", 597, 523, 74],
      ["PROFESSIONAL", 797, 698, 99],
    ]);
    expect(prices(code(100))).toEqual([
      ["START_UP", 397, 0, 397],
      ["SCALE_UP", 597, 0, 597],
      ["PROFESSIONAL", 797, 0, 797],
    ]);
  });

  it("a deeper code takes the price below the catalogue's", () => {
    expect(prices(code(60))).toEqual([
      ["START_UP", 397, 159, 238],
      ["SCALE_UP", 597, 239, 358],
      ["PROFESSIONAL", 797, 319, 478],
    ]);
  });

  it("the partner's coupon (its name contains the partner's name) discounts START_UP only", () => {
    const partner = code(50, "SellerCircle partner 50% off");
    expect(plansDiscountedBy(partner, PARTNER)).toEqual(["START_UP"]);
    expect(prices(partner)).toEqual([
      ["START_UP", 397, 199, 198],
      ["SCALE_UP", 597, 397, 200],
      ["PROFESSIONAL", 797, 547, 250],
    ]);
    expect(isPartnerCoupon("Our SELLERCIRCLE deal", PARTNER)).toBe(true);
    expect(isPartnerCoupon("Welcome 10% off", PARTNER)).toBe(false);
    // No partner configured: no coupon is the partner's.
    expect(isPartnerCoupon("SellerCircle partner 50% off", undefined)).toBe(false);
    expect(isPartnerCoupon("SellerCircle partner 50% off", " ")).toBe(false);
    expect(plansDiscountedBy(partner, undefined)).toEqual(["START_UP", "SCALE_UP", "PROFESSIONAL"]);
  });

  it("only valid and active codes with a percent off apply; others leave every price as it is", () => {
    const catalogue = prices(null);
    for (const unusable of [
      code(30, "Expired", false),
      code(25, "Inactive", true, false),
      code(null),
      code(0),
    ]) {
      expect(codeApplies(unusable)).toBe(false);
      expect(plansDiscountedBy(unusable, PARTNER)).toEqual([]);
      expect(prices(unusable)).toEqual(catalogue);
    }
  });

  it("a code that applies but not to this plan leaves the plan's price", () => {
    const onlyStartUp = { ...code(10), appliesToPlans: ["START_UP"] as TariffPlanName[] };
    expect(planPricing("SCALE_UP", onlyStartUp)).toEqual({
      listPrice: 597,
      price: 397,
      sale: 200,
      percentOff: null,
    });
    expect(planPricing("START_UP", onlyStartUp)).toEqual({
      listPrice: 397,
      price: 358,
      sale: 39,
      percentOff: 10,
    });
  });
});
