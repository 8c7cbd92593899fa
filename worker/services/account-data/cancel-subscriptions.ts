import { eq } from "drizzle-orm";
import type { Stripe } from "../../billing/stripe-client";
import { ApiError } from "../../contracts/api-error";
import { billingCustomers } from "../../db/billing-schema";
import type { Database } from "../../db/client";

const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Cancels at once, through Stripe, every subscription of the seller's customer that has not ended,
 * as Stripe lists them (not as our webhooks last stored them). Answers how many. A Stripe failure is
 * 502/1008 and nothing of the seller is deleted, so they are never charged for an account that is gone.
 */
export async function cancelSubscriptions(db: Database, stripe: Stripe, userId: string) {
  const customer = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .get();
  if (!customer) return 0;
  try {
    let cancelled = 0;
    for await (const subscription of stripe.subscriptions.list({ customer: customer.id, status: "all" })) {
      if (ENDED.has(subscription.status)) continue;
      await stripe.subscriptions.cancel(subscription.id);
      cancelled += 1;
    }
    return cancelled;
  } catch (error) {
    console.error(JSON.stringify({ event: "account-delete-stripe-failed", userId, error: String(error) }));
    throw new ApiError(
      1008,
      "Your subscription could not be cancelled with our payment provider, so nothing was deleted. Please try again in a minute.",
    );
  }
}
