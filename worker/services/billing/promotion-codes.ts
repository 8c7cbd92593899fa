import { eq } from "drizzle-orm";
import { planCatalogue } from "../../billing/plan-catalogue";
import type { Stripe } from "../../billing/stripe-client";
import { ApiError } from "../../contracts/api-error";
import { codeApplies, isPartnerCoupon } from "../../contracts/billing/promotion-rule";
import type { PromotionCodeView } from "../../contracts/billing/subscriptions.schemas";
import { billingCustomers } from "../../db/billing-schema";
import type { Database } from "../../db/client";
import { billingCustomerOf, ensureCustomer } from "./customers";
import { isKnownUnknown, rememberUnknown } from "./unknown-promotion-codes";

type LegacyPromotionCode = Stripe.PromotionCode & { coupon?: Stripe.Coupon };

const couponOf = (promotion: LegacyPromotionCode) => {
  const coupon = promotion.promotion?.coupon;
  return typeof coupon === "object" && coupon !== null ? coupon : promotion.coupon;
};

async function viewOf(
  stripe: Stripe,
  promotion: LegacyPromotionCode,
  partnerName: string | undefined,
): Promise<PromotionCodeView> {
  const coupon = couponOf(promotion);
  const products = coupon?.applies_to?.products;
  const partners = isPartnerCoupon(coupon?.name ?? null, partnerName);
  const plans = await planCatalogue(stripe);
  return {
    code: promotion.code,
    couponName: coupon?.name ?? null,
    couponPercentOff: coupon?.percent_off ?? null,
    couponDurationType: coupon?.duration ?? "once",
    isCouponValid: coupon?.valid ?? false,
    isPromotionCodeActive: promotion.active,
    appliesToPlans: plans
      .filter((offer) => !products || products.includes(offer.productId))
      .filter((offer) => !partners || offer.plan === "START_UP")
      .map((offer) => offer.plan),
  };
}

const NO_SUCH_CODE = "This promotion code does not exist.";

/** The code as Stripe holds it; unknown (1006) answered from the cache of unknown codes when it can. */
async function promotionCodeNamed(db: Database, stripe: Stripe, code: string) {
  if (await isKnownUnknown(db, code)) throw new ApiError(1006, NO_SUCH_CODE, "code");
  const [promotion] = (
    await stripe.promotionCodes.list({ code, limit: 1, expand: ["data.promotion.coupon"] })
  ).data;
  if (promotion) return promotion;
  await rememberUnknown(db, code);
  throw new ApiError(1006, NO_SUCH_CODE, "code");
}

/** GET /subscriptions/promotion-code/{code}: the code's figures from Stripe, nothing attached. Unknown: 1006. */
export async function validatePromotionCode(
  db: Database,
  stripe: Stripe,
  code: string,
  partnerName: string | undefined,
) {
  return viewOf(stripe, await promotionCodeNamed(db, stripe, code), partnerName);
}

/**
 * POST /subscriptions/promotion-code/{code}: as the GET, and a code that applies is attached to the
 * seller's customer so their checkout uses it.
 */
export async function attachPromotionCode(
  db: Database,
  stripe: Stripe,
  userId: string,
  code: string,
  partnerName: string | undefined,
) {
  const promotion = await promotionCodeNamed(db, stripe, code);
  const view = await viewOf(stripe, promotion, partnerName);
  if (codeApplies(view)) {
    await ensureCustomer(db, stripe, userId);
    await db
      .update(billingCustomers)
      .set({ promotionCodeId: promotion.id, promotionCode: promotion.code, updatedAt: new Date() })
      .where(eq(billingCustomers.userId, userId));
  }
  return view;
}

/** GET /subscriptions/promotion-code: the attached code as Stripe describes it now, or null. */
export async function attachedPromotionCode(
  db: Database,
  stripe: Stripe,
  userId: string,
  partnerName: string | undefined,
) {
  const customer = await billingCustomerOf(db, userId);
  if (!customer?.promotionCodeId) return null;
  const promotion = await stripe.promotionCodes.retrieve(customer.promotionCodeId, {
    expand: ["promotion.coupon"],
  });
  return viewOf(stripe, promotion, partnerName);
}
