import { and, desc, eq, inArray } from "drizzle-orm";
import { PLAN_KEEPING_STATUSES } from "../../contracts/billing/plans";
import { billingSubscriptions } from "../../db/billing-schema";
import type { Database } from "../../db/client";

/** The seller's live subscription (the newest, should Stripe hold two), as the webhooks last stored it. */
export async function currentSubscription(db: Database, userId: string) {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        inArray(billingSubscriptions.status, [...PLAN_KEEPING_STATUSES]),
      ),
    )
    .orderBy(desc(billingSubscriptions.stripeCreatedAt))
    .get();
}
