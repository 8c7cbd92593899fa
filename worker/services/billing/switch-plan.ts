import { planOffer, planOfPrice } from "../../billing/plan-catalogue";
import type { Stripe } from "../../billing/stripe-client";
import { ApiError } from "../../contracts/api-error";
import type { TariffPlanName } from "../../contracts/billing/plans";
import type { PlanSwitched } from "../../contracts/billing/subscriptions.schemas";
import type { Database } from "../../db/client";
import { currentSubscription } from "./current-subscription";

export const PAST_DUE =
  "Your last payment failed: update your card under 'Update subscription' before switching plans.";

/**
 * PUT /subscriptions/plan: moves the live subscription's item to the plan's price. D1 follows through
 * the customer.subscription.updated webhook (state changes only through webhooks); the answer is
 * the plan Stripe now bills. While a payment is past due no switch is made (409/1012): an upgrade
 * would raise what the seller owes before they paid what they already owe.
 */
export async function switchPlan(
  db: Database,
  stripe: Stripe,
  userId: string,
  plan: TariffPlanName,
): Promise<PlanSwitched> {
  const subscription = await currentSubscription(db, userId);
  if (!subscription) throw new ApiError(1006, "You have no subscription to switch: choose a plan first.");
  if (subscription.plan === plan) return { plan };
  if (subscription.status === "past_due") throw new ApiError(1012, PAST_DUE);
  const offer = await planOffer(stripe, plan);
  const live = await stripe.subscriptions.retrieve(subscription.stripeSubscriptionId);
  const item = live.items.data[0];
  if (!item) throw new Error(`subscription ${live.id} has no item`);
  const updated = await stripe.subscriptions.update(live.id, {
    items: [{ id: item.id, price: offer.priceId }],
  });
  return { plan: planOfPrice(updated.items.data[0]?.price) ?? plan };
}
