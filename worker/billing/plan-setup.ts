import { PLAN_TERMS, type TariffPlanName } from "../contracts/billing/plans";
import type { Stripe } from "./stripe-client";

/** Bump when the plans' terms change: new keys make Stripe create new objects rather than replay old ones. */
const SETUP_VERSION = "v1";

/**
 * Creates a plan's product and monthly price (lookup key = the plan) in a Stripe account that lacks
 * them. Idempotency keys make two Workers doing it at once, or a retry, create each object once.
 */
export async function createPlan(stripe: Stripe, plan: TariffPlanName) {
  const terms = PLAN_TERMS[plan];
  const product = await stripe.products.create(
    {
      name: `Skupilot ${terms.name}`,
      metadata: {
        plan,
        adSpendCap: String(terms.adSpendCap),
        listPrice: String(terms.listPrice),
        benefits: terms.benefits.join(", "),
      },
    },
    { idempotencyKey: `skupilot-plan-product-${plan}-${SETUP_VERSION}` },
  );
  return stripe.prices.create(
    {
      product: product.id,
      currency: "usd",
      unit_amount: terms.price * 100,
      recurring: { interval: "month" },
      lookup_key: plan,
      transfer_lookup_key: true,
      metadata: { plan },
      expand: ["product"],
    },
    { idempotencyKey: `skupilot-plan-price-${plan}-${SETUP_VERSION}` },
  );
}
