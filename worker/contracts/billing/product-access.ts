/** Issue 18: every seller's trial runs this long from sign-up, on the product's clock. */
export const TRIAL_DAYS = 14;

const DAY_MS = 86_400_000;

/** When the trial of a seller who signed up at `signedUpAt` ends. */
export const trialEndsAt = (signedUpAt: Date) => new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS);

/**
 * Whether a seller may use the product beyond billing (document 000 §6: otherwise 403/1001): while
 * the trial runs, or with a live subscription (a status of PLAN_KEEPING_STATUSES, grace included).
 */
export const mayUseProduct = (seller: { signedUpAt: Date; hasLiveSubscription: boolean }, now: Date) =>
  seller.hasLiveSubscription || now.getTime() < trialEndsAt(seller.signedUpAt).getTime();

/** The 403/1001 answer's message. */
export const NO_SUBSCRIPTION_MESSAGE = "Your free trial has ended. Choose a plan to keep using Skupilot.";
