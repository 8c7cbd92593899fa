import { eq } from "drizzle-orm";
import { ownOrganisationOf } from "../../access/own-organisation";
import type { Stripe } from "../../billing/stripe-client";
import { billingCustomers } from "../../db/billing-schema";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

export async function billingCustomerOf(db: Database, userId: string) {
  return db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).get();
}

/** The seller's Stripe customer, created once (the idempotency key makes a retried creation the same customer). */
export async function ensureCustomer(db: Database, stripe: Stripe, userId: string) {
  const known = await billingCustomerOf(db, userId);
  if (known) return known;
  const user = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) throw new Error(`no user ${userId}`);
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId } },
    { idempotencyKey: `skupilot-customer-${userId}` },
  );
  await db
    .insert(billingCustomers)
    .values({ userId, organisationId: ownOrganisationOf(userId), stripeCustomerId: customer.id })
    .onConflictDoNothing();
  return (
    (await billingCustomerOf(db, userId)) ?? { userId, stripeCustomerId: customer.id, promotionCodeId: null }
  );
}
