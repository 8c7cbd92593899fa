/** Document 001 §9's partner, whose coupon discounts START_UP only. */
export const billingPartner = (env: Env) => env.BILLING_PARTNER_NAME;
