/** Document 001 §9: list price and price in USD per month, and the monthly ad-spend cap in USD. */
export const PLANS = [
  { plan: "START_UP", name: "Start Up", list: 397, price: 197, cap: 10_000, benefits: "support team" },
  {
    plan: "SCALE_UP",
    name: "Scale Up",
    list: 597,
    price: 397,
    cap: 50_000,
    benefits: "support team, onboarding support",
  },
  {
    plan: "PROFESSIONAL",
    name: "Professional",
    list: 797,
    price: 547,
    cap: 200_000,
    benefits: "support team, onboarding support, VIP support",
  },
] as const;

/** The partner (§9 leaves it unnamed) whose coupon applies only to START_UP. */
export const PARTNER = "SellerCircle";

const camel = (plan: string) =>
  plan.toLowerCase().replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());
export const productId = (plan: string) => `prod_Sku${camel(plan)}`;
export const priceId = (plan: string, list = false) => `price_Sku${camel(plan)}${list ? "List" : ""}`;
