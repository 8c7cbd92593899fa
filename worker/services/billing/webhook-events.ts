import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { ownOrganisationOf } from "../../access/own-organisation";
import type { Stripe } from "../../billing/stripe-client";
import { PLAN_KEEPING_STATUSES } from "../../contracts/billing/plans";
import { billingCustomers, billingSubscriptions, stripeEvents } from "../../db/billing-schema";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { refreshAdLimit } from "./ad-limit";
import { subscriptionRow } from "./subscription-rows";

type Invoice = Stripe.Invoice & { subscription?: string | { id: string } | null };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The subscription an event is about: every kind we handle names one (or none: nothing to do). */
function subscriptionIdOf(event: Stripe.Event) {
  const object = event.data.object as unknown;
  switch (event.type) {
    case "checkout.session.completed":
      return idOf((object as Stripe.Checkout.Session).subscription);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return (object as Stripe.Subscription).id;
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = object as Invoice;
      return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
    }
    default:
      return null;
  }
}

/** Whose subscription it is: the user id Checkout put on it, else the seller its customer belongs to. */
async function ownerOf(db: Database, subscription: Stripe.Subscription) {
  const customer = idOf(subscription.customer);
  const byCustomer = customer
    ? await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeCustomerId, customer))
        .get()
    : undefined;
  if (byCustomer) return byCustomer.userId;
  const claimed = subscription.metadata?.userId;
  if (!claimed) return undefined;
  const user = await db.select({ id: users.id }).from(users).where(eq(users.id, claimed)).get();
  return user?.id;
}

/** users.tariffPlan after the row is written: the plan of the seller's newest live subscription. */
function tariffPlanUpdate(db: Database, userId: string) {
  const live = db
    .select({ plan: billingSubscriptions.plan })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        inArray(billingSubscriptions.status, [...PLAN_KEEPING_STATUSES]),
      ),
    )
    .orderBy(desc(billingSubscriptions.stripeCreatedAt))
    .limit(1);
  return db
    .update(users)
    .set({ tariffPlan: sql`(${live})`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Applies one verified webhook event: the subscription it names is re-read from Stripe (so events
 * arriving late, early or twice all leave Stripe's present state), stored with the seller's plan
 * unless the row already holds a state read later (two handlers racing: the older read never wins),
 * and the event id recorded in the same batch; the seller's ad limit then follows their plan's cap.
 * An event id seen before changes nothing.
 */
export async function applyStripeEvent(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
  now: () => Promise<Date>,
) {
  const seen = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .get();
  if (seen) return "duplicate" as const;
  const done = db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) {
    await done;
    return "ignored" as const;
  }
  // Stripe's subscription carries no time of its last change, and an event's `created` counts whole
  // seconds: the moment it is asked for stands for its state's age (taken before asking, so what Stripe
  // answers is at least that recent), and of two handlers racing over it the later read is kept.
  const readAt = new Date();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId).catch((error: unknown) => {
    // A subscription Stripe does not know (another account's test event): nothing to store, nor to retry.
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    throw error;
  });
  const userId = subscription && (await ownerOf(db, subscription));
  if (!subscription || !userId) {
    await done;
    return "ignored" as const;
  }
  const row = subscriptionRow(subscription, userId, readAt);
  const { stripeSubscriptionId: _id, ...changes } = row;
  await db.batch([
    db
      .insert(billingCustomers)
      .values({ userId, organisationId: ownOrganisationOf(userId), stripeCustomerId: row.stripeCustomerId })
      .onConflictDoNothing(),
    db
      .insert(billingSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: billingSubscriptions.stripeSubscriptionId,
        set: changes,
        setWhere: sql`${billingSubscriptions.updatedAt} <= excluded.updated_at`,
      }),
    tariffPlanUpdate(db, userId),
    done,
  ]);
  await refreshAdLimit(db, userId, await now());
  return "applied" as const;
}
