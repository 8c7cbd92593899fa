/** Document 001 §9: the three plans. Pure constants: the web app imports this file too. */
export const TARIFF_PLANS = ["START_UP", "SCALE_UP", "PROFESSIONAL"] as const;
export type TariffPlanName = (typeof TARIFF_PLANS)[number];

/**
 * Stripe subscription statuses in which the seller keeps their plan, and the product (issue 18's gate).
 * The grace rule, here only: a failed renewal makes the subscription `past_due` while Stripe retries
 * the card (its Smart Retries / dunning settings decide how long); the seller keeps everything meanwhile.
 * When Stripe gives up it marks the subscription `unpaid` or `canceled`, which keep nothing: 403/1001.
 */
export const PLAN_KEEPING_STATUSES = ["active", "trialing", "past_due"] as const;

export const keepsPlan = (status: string) => (PLAN_KEEPING_STATUSES as readonly string[]).includes(status);

/** Document 001 §9 in USD: list price, price charged a month, the monthly ad-spend cap, benefits. */
export const PLAN_TERMS: Record<
  TariffPlanName,
  { name: string; listPrice: number; price: number; adSpendCap: number; benefits: string[] }
> = {
  START_UP: { name: "Start Up", listPrice: 397, price: 197, adSpendCap: 10_000, benefits: ["support team"] },
  SCALE_UP: {
    name: "Scale Up",
    listPrice: 597,
    price: 397,
    adSpendCap: 50_000,
    benefits: ["support team", "onboarding support"],
  },
  PROFESSIONAL: {
    name: "Professional",
    listPrice: 797,
    price: 547,
    adSpendCap: 200_000,
    benefits: ["support team", "onboarding support", "VIP support"],
  },
};
