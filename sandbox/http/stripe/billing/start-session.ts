import type { CheckoutSession, LineItem } from "../billing-types";
import { missingParam, StripeError, unsupported } from "../errors";
import { bool, list, mergeMetadata, obj, type Params, str } from "../form";
import { discountAmount, redeemable } from "../promotions";
import type { StripeStore } from "../store";
import type { Customer, Price, PromotionCode } from "../types";

const refuse = (message: string, param?: string) =>
  new StripeError(400, "invalid_request_error", message, undefined, param);

async function lineItems(store: StripeStore, params: Params): Promise<LineItem[]> {
  const items = list(params, "line_items");
  if (items.length === 0) throw missingParam("line_items");
  if (items.length > 1) throw unsupported("line_items", "more than one line item per checkout session");
  const item = items[0] as Params;
  if (obj(item, "price_data"))
    throw unsupported("line_items[0][price_data]", "inline price_data; pass a price id");
  const priceId = str(item, "price");
  if (!priceId) throw missingParam("line_items[0][price]");
  const price = await store.require<Price>("price", priceId, "line_items[0][price]");
  if (!price.active) throw refuse(`The price specified is inactive: ${price.id}.`, "line_items[0][price]");
  const quantity = Number(str(item, "quantity") ?? "1");
  if (!Number.isInteger(quantity) || quantity < 1)
    throw refuse("Quantity must be a positive integer.", "line_items[0][quantity]");
  return [
    {
      id: await store.newId("line_item"),
      object: "item",
      price,
      quantity,
      amount_subtotal: price.unit_amount * quantity,
    },
  ];
}

/** The promotion code in `discounts[0][promotion_code]`, checked against the plan being bought. */
async function presetDiscount(store: StripeStore, params: Params, product: string) {
  const discounts = list(params, "discounts") as Params[];
  if (discounts.length === 0) return [];
  if (str(discounts[0], "coupon"))
    throw unsupported("discounts[0][coupon]", "coupons without a promotion code");
  const code = str(discounts[0], "promotion_code");
  if (!code) throw missingParam("discounts[0][promotion_code]");
  const promotion = await store.require<PromotionCode>(
    "promotion_code",
    code,
    "discounts[0][promotion_code]",
  );
  await redeemable(store, promotion, product);
  return [{ promotion_code: promotion.id }];
}

/** The totals a session shows for its (single) line and optional promotion code. */
export async function totals(store: StripeStore, session: Pick<CheckoutSession, "line_items" | "discounts">) {
  const subtotal = session.line_items.data.reduce((sum, item) => sum + item.amount_subtotal, 0);
  const code = session.discounts[0]?.promotion_code;
  const promotion = code ? await store.get<PromotionCode>("promotion_code", code) : undefined;
  const product = session.line_items.data[0]?.price.product ?? "";
  const off = promotion ? discountAmount(await redeemable(store, promotion, product), subtotal) : 0;
  return {
    amount_subtotal: subtotal,
    amount_total: subtotal - off,
    total_details: { amount_discount: off, amount_shipping: 0 as const, amount_tax: 0 as const },
  };
}

/** `POST /v1/checkout/sessions` for mode=subscription. */
export async function createSession(
  store: StripeStore,
  params: Params,
  origin: string,
): Promise<CheckoutSession> {
  const mode = str(params, "mode");
  if (!mode) throw missingParam("mode");
  if (mode !== "subscription") throw unsupported("mode", `mode=${mode} (only subscription)`);
  const successUrl = str(params, "success_url");
  if (!successUrl) throw missingParam("success_url");
  for (const param of ["success_url", "cancel_url"]) {
    const value = str(params, param);
    if (value !== undefined && !URL.canParse(value))
      throw new StripeError(400, "invalid_request_error", "Not a valid URL", "url_invalid", param);
  }
  const customer = str(params, "customer");
  if (customer) await store.require<Customer>("customer", customer, "customer");
  if (customer && str(params, "customer_email")) {
    throw refuse("You may only specify one of these parameters: customer, customer_email.", "customer_email");
  }
  const allowCodes = bool(params, "allow_promotion_codes") ?? false;
  if (allowCodes && list(params, "discounts").length > 0) {
    throw refuse(
      "You may only specify one of these parameters: allow_promotion_codes, discounts.",
      "discounts",
    );
  }
  const items = await lineItems(store, params);
  const discounts = await presetDiscount(store, params, items[0]?.price.product ?? "");
  const id = await store.newId("checkout_session");
  const created = await store.now();
  const lines = {
    object: "list" as const,
    data: items,
    has_more: false as const,
    url: `/v1/checkout/sessions/${id}/line_items`,
  };
  return {
    id,
    object: "checkout.session",
    created,
    livemode: false,
    mode: "subscription",
    status: "open",
    payment_status: "unpaid",
    url: `${origin}/checkout/${id}`,
    success_url: successUrl,
    cancel_url: str(params, "cancel_url") ?? null,
    customer: customer ?? null,
    customer_email: str(params, "customer_email") ?? null,
    client_reference_id: str(params, "client_reference_id") ?? null,
    metadata: mergeMetadata({}, obj(params, "metadata")),
    allow_promotion_codes: allowCodes,
    discounts,
    subscription: null,
    invoice: null,
    currency: "usd",
    ...(await totals(store, { line_items: lines, discounts })),
    expires_at: created + 24 * 3600,
    line_items: lines,
    subscription_data: { metadata: mergeMetadata({}, obj(obj(params, "subscription_data"), "metadata")) },
  };
}
