import type { Subscription } from "../billing-types";
import { invalidParam } from "../errors";
import type { StripeStore } from "../store";
import type { Price } from "../types";
import { emit } from "../webhooks";
import { billPeriod } from "./invoices";
import { addMonths } from "./periods";

const assertActive = (subscription: Subscription) => {
  if (subscription.status === "canceled") {
    throw invalidParam(
      "id",
      "A canceled subscription can only update its cancellation_details and metadata.",
    );
  }
};

/** Saves a changed subscription and emits customer.subscription.updated with previous_attributes. */
export async function saveChange(
  store: StripeStore,
  before: Subscription,
  after: Subscription,
  previous: Record<string, unknown>,
) {
  if (Object.keys(previous).length === 0) return before;
  await store.put("subscription", after);
  await emit(store, "customer.subscription.updated", after, previous);
  return after;
}

/** Moves one item to another price (no proration: the new price bills from the next period). */
export function withPrice(subscription: Subscription, itemId: string, price: Price): Subscription {
  assertActive(subscription);
  const index = subscription.items.data.findIndex((item) => item.id === itemId);
  if (index < 0)
    throw invalidParam("items[0][id]", `Subscription item ${itemId} is not part of this subscription.`);
  const data = subscription.items.data.map((item, at) => (at === index ? { ...item, price } : item));
  return { ...subscription, items: { ...subscription.items, data } };
}

export function withCancelAtPeriodEnd(
  subscription: Subscription,
  cancel: boolean,
  now: number,
): Subscription {
  assertActive(subscription);
  return {
    ...subscription,
    cancel_at_period_end: cancel,
    cancel_at: cancel ? subscription.current_period_end : null,
    canceled_at: cancel ? now : null,
  };
}

/** Ends a subscription now (DELETE, or at period end): customer.subscription.deleted. */
export async function cancelNow(store: StripeStore, subscription: Subscription) {
  assertActive(subscription);
  const now = await store.now();
  const canceled: Subscription = {
    ...subscription,
    status: "canceled",
    canceled_at: subscription.canceled_at ?? now,
    ended_at: now,
  };
  await store.put("subscription", canceled);
  await emit(store, "customer.subscription.deleted", canceled);
  return canceled;
}

/** Renews (invoice.paid, customer.subscription.updated) or ends subscriptions whose period passed on the clock. */
export async function rollPeriods(store: StripeStore) {
  const now = await store.now();
  for (const subscription of await store.all<Subscription>("subscription")) {
    let current = subscription;
    while (current.status === "active" && current.current_period_end <= now) {
      if (current.cancel_at_period_end) {
        await cancelNow(store, current);
        break;
      }
      const start = current.current_period_end;
      const end = addMonths(start, 1);
      const items = current.items.data.map((item) => ({
        ...item,
        current_period_start: start,
        current_period_end: end,
      }));
      const renewed: Subscription = {
        ...current,
        current_period_start: start,
        current_period_end: end,
        items: { ...current.items, data: items },
      };
      const invoice = await billPeriod(store, renewed, "subscription_cycle");
      const next = { ...renewed, latest_invoice: invoice.id };
      await saveChange(store, current, next, {
        current_period_start: current.current_period_start,
        current_period_end: current.current_period_end,
        items: current.items,
        latest_invoice: current.latest_invoice,
      });
      current = next;
    }
  }
}
