import type { SQL } from "drizzle-orm";
import { ownOrganisationOf } from "../../access/own-organisation";
import { planOfPrice } from "../../billing/plan-catalogue";
import type { Stripe } from "../../billing/stripe-client";
import type { billingSubscriptions } from "../../db/billing-schema";

type LegacyFields = {
  current_period_end?: number;
  discount?: { promotion_code?: string | null } | null;
};

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

function promotionCodeOf(subscription: Stripe.Subscription & LegacyFields) {
  for (const discount of subscription.discounts ?? []) {
    if (typeof discount === "object" && discount.promotion_code) {
      const code = discount.promotion_code;
      return typeof code === "string" ? code : code.id;
    }
  }
  return subscription.discount?.promotion_code ?? null;
}

/** The D1 row of a subscription as Stripe answered it when asked at `readAt` (its `updatedAt`). */
export function subscriptionRow(
  subscription: Stripe.Subscription & LegacyFields,
  userId: string,
  readAt: Date,
): Omit<typeof billingSubscriptions.$inferInsert, "organisationId"> & { organisationId: SQL<string> } {
  const item = subscription.items.data[0];
  const customer = subscription.customer;
  return {
    stripeSubscriptionId: subscription.id,
    // The plan is the organisation's: the one its paying owner owns (docs/teams.md).
    organisationId: ownOrganisationOf(userId),
    userId,
    stripeCustomerId: typeof customer === "string" ? customer : customer.id,
    plan: planOfPrice(item?.price),
    status: subscription.status,
    itemId: item?.id ?? null,
    currentPeriodEnd: seconds(item?.current_period_end ?? subscription.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    promotionCodeId: promotionCodeOf(subscription),
    stripeCreatedAt: new Date(subscription.created * 1000),
    updatedAt: readAt,
  };
}
