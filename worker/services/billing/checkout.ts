import { planOffer } from "../../billing/plan-catalogue";
import type { Stripe } from "../../billing/stripe-client";
import { ApiError } from "../../contracts/api-error";
import type { TariffPlanName } from "../../contracts/billing/plans";
import { codeApplies } from "../../contracts/billing/promotion-rule";
import type { SessionUrl } from "../../contracts/billing/subscriptions.schemas";
import type { Database } from "../../db/client";
import { currentSubscription } from "./current-subscription";
import { ensureCustomer } from "./customers";
import { attachedPromotionCode } from "./promotion-codes";

/**
 * A hosted Checkout for a plan, on the seller's own customer, with their attached promotion code when
 * it applies to this plan (else codes may be typed on the page). The subscription carries the user id,
 * so its webhooks find the seller whatever order they arrive in.
 */
export async function createCheckoutSession(
  db: Database,
  stripe: Stripe,
  userId: string,
  plan: TariffPlanName,
  redirect: string,
  partnerName: string | undefined,
): Promise<SessionUrl> {
  if (await currentSubscription(db, userId)) {
    throw new ApiError(1005, "plan: You already have a plan; switch it on its card instead", "plan");
  }
  const offer = await planOffer(stripe, plan);
  const customer = await ensureCustomer(db, stripe, userId);
  const code = await attachedPromotionCode(db, stripe, userId, partnerName);
  const discount =
    code && codeApplies(code) && code.appliesToPlans.includes(plan) ? customer.promotionCodeId : null;
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.stripeCustomerId,
    client_reference_id: userId,
    line_items: [{ price: offer.priceId, quantity: 1 }],
    success_url: redirect,
    cancel_url: redirect,
    metadata: { userId, plan },
    subscription_data: { metadata: { userId } },
    ...(discount ? { discounts: [{ promotion_code: discount }] } : { allow_promotion_codes: true }),
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  return { url: session.url };
}
