import type { Invoice, Subscription } from "../billing-types";
import { discountAmount, discountApplies } from "../promotions";
import type { StripeStore } from "../store";
import type { Coupon } from "../types";
import { emit } from "../webhooks";

/** Bills one period of a subscription (always paid: the sandbox's cards succeed once accepted). */
export async function billPeriod(
  store: StripeStore,
  subscription: Subscription,
  reason: Invoice["billing_reason"],
) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no items`);
  const subtotal = item.price.unit_amount * item.quantity;
  const { discount } = subscription;
  const applies =
    discount !== null &&
    discountApplies(
      discount,
      discount.coupon,
      subscription.current_period_start,
      reason === "subscription_create",
    );
  const off = applies ? discountAmount(discount.coupon as Coupon, subtotal) : 0;
  const id = await store.newId("invoice");
  const created = await store.now();
  const invoice: Invoice = {
    id,
    object: "invoice",
    created,
    livemode: false,
    customer: subscription.customer,
    subscription: subscription.id,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    status: "paid",
    billing_reason: reason,
    currency: "usd",
    subtotal,
    total: subtotal - off,
    amount_due: subtotal - off,
    amount_paid: subtotal - off,
    amount_remaining: 0,
    total_discount_amounts: applies && discount ? [{ amount: off, discount: discount.id }] : [],
    period_start: subscription.current_period_start,
    period_end: subscription.current_period_end,
    lines: {
      object: "list",
      data: [
        {
          id: await store.newId("invoice_line"),
          object: "line_item",
          amount: subtotal,
          currency: "usd",
          description: `${item.quantity} × ${item.price.nickname ?? item.price.id}`,
          period: { start: subscription.current_period_start, end: subscription.current_period_end },
          pricing: {
            type: "price_details",
            price_details: { price: item.price.id, product: item.price.product },
          },
          quantity: item.quantity,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    status_transitions: { paid_at: created },
  };
  await store.put("invoice", invoice);
  await emit(store, "invoice.paid", invoice);
  return invoice;
}
