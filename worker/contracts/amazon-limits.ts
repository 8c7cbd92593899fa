/**
 * Amazon's upper limits on the money a seller enters, the same in every marketplace we serve (US, CA,
 * UK, DE: ../shared/reference/amazon-ads-api.md "bid 0.02–1000, daily budget 1–1,000,000", in the
 * marketplace's currency). The spec names only minima; above these Amazon refuses the change anyway.
 */
export const BID_MAX = 1000;
export const BID_MAX_MESSAGE = "Max value - $1,000";
export const DAILY_BUDGET_MAX = 1_000_000;
export const DAILY_BUDGET_MAX_MESSAGE = "Max value - $1,000,000";
