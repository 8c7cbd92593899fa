/** Document 001 §9: the three plans. Pure constants: the web app imports this file too. */
export const TARIFF_PLANS = ["START_UP", "SCALE_UP", "PROFESSIONAL"] as const;
export type TariffPlanName = (typeof TARIFF_PLANS)[number];

/** Stripe subscription statuses in which the seller keeps their plan (past_due: the payment grace period). */
export const PLAN_KEEPING_STATUSES = ["active", "trialing", "past_due"] as const;

export const keepsPlan = (status: string) => (PLAN_KEEPING_STATUSES as readonly string[]).includes(status);
