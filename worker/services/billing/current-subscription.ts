import { and, desc, eq, inArray } from "drizzle-orm";
import { PLAN_KEEPING_STATUSES } from "../../contracts/billing/plans";
import { billingSubscriptions } from "../../db/billing-schema";
import type { Database } from "../../db/client";

/** The read of the seller's live subscription (the newest, should Stripe hold two): one row at most, for a batch. */
export const currentSubscriptionRead = (db: Database, userId: string) =>
  db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        inArray(billingSubscriptions.status, [...PLAN_KEEPING_STATUSES]),
      ),
    )
    .orderBy(desc(billingSubscriptions.stripeCreatedAt))
    .limit(1);

/** The seller's live subscription, as the webhooks last stored it. */
export async function currentSubscription(db: Database, userId: string) {
  return currentSubscriptionRead(db, userId).get();
}
