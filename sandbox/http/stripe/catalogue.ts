import { COUPONS, type CouponSeed } from "./coupon-seeds";
import { PARTNER, PLANS, priceId, productId } from "./plans";
import type { StripeStore } from "./store";
import type { Coupon, Price, Product, PromotionCode } from "./types";

const base = (created: number) => ({ created, livemode: false as const, metadata: {} });

function planObjects(created: number, seed: (typeof PLANS)[number]) {
  const product: Product = {
    ...base(created),
    id: productId(seed.plan),
    object: "product",
    active: true,
    name: `Skupilot ${seed.name}`,
    description: `Monthly ad spend up to $${seed.cap.toLocaleString("en-US")}; ${seed.benefits}.`,
    default_price: priceId(seed.plan),
    metadata: {
      plan: seed.plan,
      adSpendCap: String(seed.cap),
      listPrice: String(seed.list),
      benefits: seed.benefits,
    },
  };
  const price = (list: boolean): Price => ({
    ...base(created),
    id: priceId(seed.plan, list),
    object: "price",
    active: true,
    currency: "usd",
    unit_amount: (list ? seed.list : seed.price) * 100,
    product: product.id,
    lookup_key: list ? `${seed.plan}_LIST` : seed.plan,
    nickname: list ? `${seed.name} list price` : `${seed.name} monthly`,
    type: "recurring",
    recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
    metadata: { plan: seed.plan, kind: list ? "list" : "price" },
  });
  return { product, prices: [price(false), price(true)] };
}

function couponObjects(created: number, seed: CouponSeed) {
  const { code, active = true, expired = false, startUpOnly = false, ...fields } = seed;
  const coupon: Coupon = {
    ...base(created),
    ...fields,
    object: "coupon",
    amount_off: null,
    currency: null,
    ...(startUpOnly ? { applies_to: { products: [productId("START_UP")] } } : {}),
    redeem_by: expired ? created - 30 * 86_400 : null,
    max_redemptions: null,
    times_redeemed: 0,
    valid: !expired,
    metadata: startUpOnly ? { partner: PARTNER } : {},
  };
  const promotion: PromotionCode = {
    ...base(created),
    id: `promo_Sku${code}`,
    object: "promotion_code",
    code,
    active,
    promotion: { type: "coupon", coupon: coupon.id },
    customer: null,
    expires_at: null,
    max_redemptions: null,
    times_redeemed: 0,
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
  };
  return { coupon, promotion };
}

/** Seeds the catalogue once per sandbox storage. */
export async function ensureCatalogue(store: StripeStore) {
  if (await store.storage.get("stripe:seeded")) return;
  const created = await store.now();
  for (const seed of PLANS) {
    const { product, prices } = planObjects(created, seed);
    await store.put("product", product);
    for (const price of prices) await store.put("price", price);
  }
  for (const seed of COUPONS) {
    const { coupon, promotion } = couponObjects(created, seed);
    await store.put("coupon", coupon);
    await store.put("promotion_code", promotion);
  }
  await store.storage.put("stripe:seeded", true);
}
