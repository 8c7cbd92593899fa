import { ALERT_UNSUBSCRIBE_PATH } from "../alerts/unsubscribe";

/**
 * The links e-mailed to a seller (the web app's pages for them, and what the Worker puts in the mail),
 * and how long they work.
 */
export const ACCOUNT_LINK_PATHS = {
  resetPassword: "/reset-password",
  unsubscribeAlerts: ALERT_UNSUBSCRIBE_PATH,
  verifyEmail: "/verify-email",
  forgotPassword: "/forgot-password",
} as const;

export const ACCOUNT_LINK_TTL_MINUTES = 30;
export const ACCOUNT_LINK_TTL_MS = ACCOUNT_LINK_TTL_MINUTES * 60 * 1000;

/** The page at `path` of the app at `origin`, with the link's token in its query. */
export const accountLink = (origin: string, path: string, token: string) =>
  `${origin}${path}?${new URLSearchParams({ token })}`;
