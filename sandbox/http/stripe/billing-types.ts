/** Checkout, subscriptions, invoices, portal sessions and events as the sandbox keeps them. */
import type { Coupon, Discount, Metadata, Price } from "./types";

type Base = { id: string; object: string; created: number; livemode: false };

export type LineItem = {
  id: string;
  object: "item";
  price: Price;
  quantity: number;
  amount_subtotal: number;
};

export type CheckoutSession = Base & {
  object: "checkout.session";
  mode: "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  allow_promotion_codes: boolean;
  discounts: { promotion_code?: string; coupon?: string }[];
  subscription: string | null;
  invoice: string | null;
  currency: "usd";
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: 0; amount_tax: 0 };
  expires_at: number;
  line_items: { object: "list"; data: LineItem[]; has_more: false; url: string };
  subscription_data: { metadata: Metadata };
};

export type SubscriptionItem = {
  id: string;
  object: "subscription_item";
  created: number;
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
};

export type Subscription = Base & {
  object: "subscription";
  customer: string;
  status: "active" | "canceled";
  currency: "usd";
  items: { object: "list"; data: SubscriptionItem[]; has_more: false; url: string };
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  start_date: number;
  discount: (Discount & { coupon: Coupon }) | null;
  discounts: string[];
  latest_invoice: string | null;
  metadata: Metadata;
};

export type Invoice = Base & {
  object: "invoice";
  customer: string;
  subscription: string;
  parent: {
    type: "subscription_details";
    subscription_details: { subscription: string; metadata: Metadata };
  };
  status: "paid";
  billing_reason: "subscription_create" | "subscription_cycle";
  currency: "usd";
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: 0;
  total_discount_amounts: { amount: number; discount: string }[];
  period_start: number;
  period_end: number;
  lines: { object: "list"; data: unknown[]; has_more: false; url: string };
  status_transitions: { paid_at: number };
};

export type PortalSession = Base & {
  object: "billing_portal.session";
  customer: string;
  return_url: string | null;
  url: string;
  configuration: string;
  flow: null;
  locale: null;
  on_behalf_of: null;
};

export type StripeEvent = Base & {
  object: "event";
  api_version: string;
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};
