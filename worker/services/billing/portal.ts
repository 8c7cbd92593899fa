import type { Stripe } from "../../billing/stripe-client";
import { ApiError } from "../../contracts/api-error";
import type { SessionUrl } from "../../contracts/billing/subscriptions.schemas";
import type { Database } from "../../db/client";
import { billingCustomerOf } from "./customers";

/** The billing portal of the seller's customer; a seller who never went to checkout has none (1006). */
export async function createPortalSession(
  db: Database,
  stripe: Stripe,
  userId: string,
  redirect: string,
): Promise<SessionUrl> {
  const customer = await billingCustomerOf(db, userId);
  if (!customer) throw new ApiError(1006, "You have no subscription yet: choose a plan first.");
  const session = await stripe.billingPortal.sessions.create({
    customer: customer.stripeCustomerId,
    return_url: redirect,
  });
  return { url: session.url };
}
