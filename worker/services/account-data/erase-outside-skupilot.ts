import { eq } from "drizzle-orm";
import { eraseFromReferralTracker } from "../../billing/referral-erase";
import type { Stripe } from "../../billing/stripe-client";
import { ApiError } from "../../contracts/api-error";
import { billingCustomers } from "../../db/billing-schema";
import type { Database } from "../../db/client";

export type OutsideServices = { stripe: Stripe; referralTracker: { REFERRAL_TRACKER_URL?: string } };

/**
 * What other services hold of a seller who deletes their account, erased before our own rows go
 * (docs/security.md, "A seller's data and its end"):
 * - their Stripe customer (e-mail, name, cards, invoices' customer), deleted; one Stripe no longer has
 *   counts as deleted. A Stripe failure is 502/1008 and nothing of ours is deleted: the seller tries again.
 * - their record at the referral tracker (id and e-mail), erased; a tracker that is down or refuses never
 *   keeps the seller's account: the failure is logged as `referral-erase-failed` with their id for an
 *   operator to erase by hand (docs/operations.md).
 */
export async function eraseOutsideSkupilot(db: Database, services: OutsideServices, userId: string) {
  await deleteStripeCustomer(db, services.stripe, userId);
  await eraseFromReferralTracker(services.referralTracker, userId).catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: "error", event: "referral-erase-failed", uid: userId, error: String(error) }),
    );
  });
}

async function deleteStripeCustomer(db: Database, stripe: Stripe, userId: string) {
  const customer = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .get();
  if (!customer) return;
  try {
    await stripe.customers.del(customer.id);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return;
    console.error(JSON.stringify({ event: "account-delete-stripe-failed", userId, error: String(error) }));
    throw new ApiError(
      1008,
      "Your billing details could not be deleted with our payment provider, so your account was not deleted. Please try again in a minute.",
    );
  }
}
