import { StripeError } from "./errors";
import type { StripeStore } from "./store";
import type { Coupon, Discount, PromotionCode } from "./types";

const refuse = (message: string, param = "discounts") =>
  new StripeError(400, "invalid_request_error", message, "promotion_code_invalid", param);

/** A coupon is valid until its redeem_by date passes or it runs out of redemptions. */
export function couponValid(coupon: Coupon, now: number) {
  if (coupon.redeem_by !== null && coupon.redeem_by <= now) return false;
  return coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions;
}

/** A promotion code with the coupon it points to; `valid` reflects the simulated clock. */
export async function withCoupon(store: StripeStore, promotion: PromotionCode) {
  const coupon = await store.require<Coupon>("coupon", promotion.promotion.coupon);
  return { promotion, coupon: { ...coupon, valid: couponValid(coupon, await store.now()) } };
}

/** The rules Stripe applies before a promotion code may discount a subscription to `productId`. */
export async function redeemable(store: StripeStore, promotion: PromotionCode, productId: string) {
  const { coupon } = await withCoupon(store, promotion);
  const now = await store.now();
  if (!promotion.active || (promotion.expires_at !== null && promotion.expires_at <= now)) {
    throw refuse(`This promotion code is not active: '${promotion.code}'.`);
  }
  if (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions) {
    throw refuse(`This promotion code has been redeemed the maximum number of times: '${promotion.code}'.`);
  }
  if (!coupon.valid) {
    throw refuse(`This promotion code cannot be redeemed because the associated coupon is no longer valid.`);
  }
  if (coupon.applies_to && !coupon.applies_to.products.includes(productId)) {
    throw refuse(`This promotion code cannot be applied to the items in this purchase: '${promotion.code}'.`);
  }
  return coupon;
}

/** Finds an active-or-not promotion code by its customer-facing code (case-insensitive, like Checkout). */
export async function findByCode(store: StripeStore, code: string) {
  const codes = await store.all<PromotionCode>("promotion_code");
  return codes.find((promotion) => promotion.code.toLowerCase() === code.trim().toLowerCase());
}

/** The discount amount Stripe computes for a percent-off coupon, in cents. */
export const discountAmount = (coupon: Coupon, subtotal: number) =>
  Math.round((subtotal * coupon.percent_off) / 100);

/** Whether a discount still applies to an invoice for the period starting at `periodStart`. */
export function discountApplies(
  discount: Discount,
  coupon: Coupon,
  periodStart: number,
  firstInvoice: boolean,
) {
  if (coupon.duration === "once") return firstInvoice;
  return discount.end === null || periodStart < discount.end;
}

/** Records one redemption on the code and its coupon. */
export async function redeem(store: StripeStore, promotion: PromotionCode, coupon: Coupon) {
  await store.put("promotion_code", { ...promotion, times_redeemed: promotion.times_redeemed + 1 });
  await store.put("coupon", { ...coupon, times_redeemed: coupon.times_redeemed + 1 });
}

/** The API shape of a promotion code: the endive `promotion` hash plus the legacy embedded `coupon`. */
export async function renderPromotionCode(store: StripeStore, promotion: PromotionCode) {
  const { coupon } = await withCoupon(store, promotion);
  return { ...promotion, coupon };
}

/** The API shape of a coupon, with `valid` against the simulated clock. */
export async function renderCoupon(store: StripeStore, coupon: Coupon) {
  return { ...coupon, valid: couponValid(coupon, await store.now()) };
}
