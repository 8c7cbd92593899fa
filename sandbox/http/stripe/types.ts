/** The Stripe objects the sandbox keeps (API version 2026-09-30.endive shapes, plus a few legacy fields). */
export type Metadata = Record<string, string>;
type Base = { id: string; object: string; created: number; livemode: false };

export type Customer = Base & {
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Metadata;
};

export type Product = Base & {
  object: "product";
  active: boolean;
  name: string;
  description: string | null;
  default_price: string | null;
  metadata: Metadata;
};

export type Price = Base & {
  object: "price";
  active: boolean;
  currency: "usd";
  unit_amount: number;
  product: string;
  lookup_key: string | null;
  nickname: string | null;
  type: "recurring";
  recurring: { interval: "month"; interval_count: 1; usage_type: "licensed" };
  metadata: Metadata;
};

export type Coupon = Base & {
  object: "coupon";
  name: string;
  percent_off: number;
  amount_off: null;
  currency: null;
  duration: "once" | "repeating" | "forever";
  duration_in_months: number | null;
  applies_to?: { products: string[] };
  redeem_by: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  valid: boolean;
  metadata: Metadata;
};

export type PromotionCode = Base & {
  object: "promotion_code";
  code: string;
  active: boolean;
  promotion: { type: "coupon"; coupon: string };
  customer: string | null;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  restrictions: { first_time_transaction: boolean; minimum_amount: null; minimum_amount_currency: null };
  metadata: Metadata;
};

export type Discount = {
  id: string;
  object: "discount";
  source: { type: "coupon"; coupon: string };
  promotion_code: string | null;
  customer: string;
  subscription: string | null;
  checkout_session: string | null;
  start: number;
  end: number | null;
};
