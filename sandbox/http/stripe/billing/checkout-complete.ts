import type { CheckoutSession, Subscription } from "../billing-types";
import { redeem, redeemable } from "../promotions";
import type { StripeStore } from "../store";
import type { Customer, Discount, PromotionCode } from "../types";
import { emit } from "../webhooks";
import { billPeriod } from "./invoices";
import { addMonths } from "./periods";
import { sessionView } from "./session-view";

async function customerFor(store: StripeStore, session: CheckoutSession, email: string | null) {
  if (session.customer) return store.require<Customer>("customer", session.customer);
  const customer: Customer = {
    id: await store.newId("customer"),
    object: "customer",
    created: await store.now(),
    livemode: false,
    email: session.customer_email ?? email,
    name: null,
    metadata: {},
  };
  await store.put("customer", customer);
  await emit(store, "customer.created", customer);
  return customer;
}

async function discountFor(
  store: StripeStore,
  session: CheckoutSession,
  customer: string,
  subscription: string,
) {
  const code = session.discounts[0]?.promotion_code;
  if (!code) return null;
  const promotion = await store.require<PromotionCode>("promotion_code", code);
  const product = session.line_items.data[0]?.price.product ?? "";
  const coupon = await redeemable(store, promotion, product);
  await redeem(store, promotion, coupon);
  const start = await store.now();
  const discount: Discount = {
    id: await store.newId("discount"),
    object: "discount",
    source: { type: "coupon", coupon: coupon.id },
    promotion_code: promotion.id,
    customer,
    subscription,
    checkout_session: session.id,
    start,
    end: coupon.duration === "repeating" ? addMonths(start, coupon.duration_in_months ?? 1) : null,
  };
  return { ...discount, coupon };
}

/** Pays an open subscription-mode session: customer, subscription (with discount), first invoice, events. */
export async function completeCheckout(store: StripeStore, session: CheckoutSession, email: string | null) {
  const customer = await customerFor(store, session, email);
  const line = session.line_items.data[0];
  if (!line) throw new Error(`session ${session.id} has no line items`);
  const id = await store.newId("subscription");
  const now = await store.now();
  const end = addMonths(now, 1);
  const subscription: Subscription = {
    id,
    object: "subscription",
    created: now,
    livemode: false,
    customer: customer.id,
    status: "active",
    currency: "usd",
    items: {
      object: "list",
      data: [
        {
          id: await store.newId("subscription_item"),
          object: "subscription_item",
          created: now,
          price: line.price,
          quantity: line.quantity,
          subscription: id,
          current_period_start: now,
          current_period_end: end,
          metadata: {},
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    current_period_start: now,
    current_period_end: end,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    start_date: now,
    discount: await discountFor(store, session, customer.id, id),
    discounts: [],
    latest_invoice: null,
    metadata: session.subscription_data.metadata,
  };
  if (subscription.discount) subscription.discounts = [subscription.discount.id];
  await store.put("subscription", subscription);
  await emit(store, "customer.subscription.created", subscription);
  const invoice = await billPeriod(store, subscription, "subscription_create");
  await store.put("subscription", { ...subscription, latest_invoice: invoice.id });
  const completed: CheckoutSession = {
    ...session,
    status: "complete",
    payment_status: "paid",
    customer: customer.id,
    customer_email: customer.email,
    subscription: id,
    invoice: invoice.id,
    url: null,
  };
  await store.put("checkout_session", completed);
  await emit(store, "checkout.session.completed", sessionView(completed));
  return completed;
}
