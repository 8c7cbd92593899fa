/** Document 001 §9's promotion rule. Pure: the Worker decides with it and the web app prices the cards with it. */
import { PLAN_TERMS, TARIFF_PLANS, type TariffPlanName } from "./plans";

/** The fields of a promotion code (document 001 §3) the rule reads. */
export type PromotionTerms = {
  couponName: string | null;
  couponPercentOff: number | null;
  isCouponValid: boolean;
  isPromotionCodeActive: boolean;
};

/** A code counts only when valid and active with a percent off. */
export const codeApplies = (code: PromotionTerms) =>
  code.isCouponValid && code.isPromotionCodeActive && (code.couponPercentOff ?? 0) > 0;

/** The partner's coupon: its name contains the partner's name (configuration; none configured, none is). */
export const isPartnerCoupon = (couponName: string | null, partnerName: string | undefined) =>
  Boolean(partnerName?.trim()) &&
  (couponName ?? "").toLowerCase().includes((partnerName ?? "").trim().toLowerCase());

/** The plans a code discounts: none unless it applies; the partner's coupon only START_UP. */
export function plansDiscountedBy(code: PromotionTerms, partnerName: string | undefined): TariffPlanName[] {
  if (!codeApplies(code)) return [];
  return isPartnerCoupon(code.couponName, partnerName) ? ["START_UP"] : [...TARIFF_PLANS];
}

/** What a plan card shows, in whole USD a month. */
export type PlanPricing = { listPrice: number; price: number; sale: number; percentOff: number | null };

/**
 * A plan's price with the seller's code: list price minus the percent, rounded up to the dollar; the
 * sale is list price minus that. Without a code that discounts the plan, the catalogue's price and sale.
 */
export function planPricing(
  plan: TariffPlanName,
  code: (PromotionTerms & { appliesToPlans: readonly TariffPlanName[] }) | null,
): PlanPricing {
  const { listPrice, price } = PLAN_TERMS[plan];
  if (!code || !codeApplies(code) || !code.appliesToPlans.includes(plan)) {
    return { listPrice, price, sale: listPrice - price, percentOff: null };
  }
  const percentOff = code.couponPercentOff ?? 0;
  // In cents first, rounded to the cent, so 0.1-style float error cannot push an exact dollar up by one.
  const cents = Math.round(listPrice * (100 - percentOff));
  const discounted = Math.max(0, Math.ceil(cents / 100));
  return { listPrice, price: discounted, sale: listPrice - discounted, percentOff };
}
