/** Shapes of /api/subscriptions (document 001 §7): the worker validates with these, the web reuses them. */
import * as v from "valibot";
import { TARIFF_PLANS, type TariffPlanName } from "./plans";

const plan = v.picklist(TARIFF_PLANS, `Choose one of ${TARIFF_PLANS.join(", ")}`);
const redirect = v.pipe(v.string("Required"), v.trim(), v.nonEmpty("Required"), v.url("Enter a full URL"));

export const planQuerySchema = v.object({ plan });
export const checkoutQuerySchema = v.object({ plan, redirect });
export const portalQuerySchema = v.object({ redirect });
export const promotionCodeParamSchema = v.object({
  code: v.pipe(
    v.string("Required"),
    v.trim(),
    v.nonEmpty("Required"),
    v.maxLength(100, "Max length - 100 characters"),
  ),
});

/** `data.url` of the checkout and portal session calls: the browser goes there. */
export type SessionUrl = { url: string };
/** `PUT /subscriptions/plan`: the plan the subscription now bills. */
export type PlanSwitched = { plan: TariffPlanName };

/** Document 001 §3 Promotion code. */
export type PromotionCodeView = {
  code: string;
  couponName: string | null;
  couponPercentOff: number | null;
  /** Stripe's coupon duration: once, repeating or forever. */
  couponDurationType: string;
  isCouponValid: boolean;
  isPromotionCodeActive: boolean;
  /** The plans the coupon may discount (the partner coupon: START_UP only). */
  appliesToPlans: TariffPlanName[];
};
export type PromotionCodeAnswer = { promotionCode: PromotionCodeView | null };
