/**
 * The signed-in routes a seller with neither a trial nor a live subscription may still call (issue 18;
 * document 000 §2.1, §6): their own user record and profile, their data's export and their account's deletion, the sign-out of all devices, billing, the settings page's
 * connected-accounts list, support and the clock. Every other route answers 403/1001, a new one
 * included, and so does the account list (GET /amazon/profiles), which sends the web app to its
 * billing-only area. "METHOD /path" relative to /api; "/*" at the end takes a whole router.
 */
export const OPEN_WITHOUT_SUBSCRIPTION = [
  "GET /users",
  "PATCH /users",
  "PUT /users/password",
  "POST /users/email-verification",
  // A seller's own data stays theirs to take and to erase, plan or no plan.
  "GET /users/account/export",
  "DELETE /users/account",
  // Signing out everywhere is the seller's own safety, plan or no plan.
  "DELETE /users/sessions",
  "GET /users/connected-amazon-accounts",
  "GET /subscriptions/*",
  "PUT /subscriptions/*",
  // Applying a promotion code: the only POST of billing (a new one is gated until named here).
  "POST /subscriptions/promotion-code/*",
  "POST /support/*",
  "GET /clock",
  // Joining another organisation (whose own plan then applies) whatever the plan of the one acted in.
  "POST /invitations/accept",
] as const;

/** Whether a route (`method`, its registered `path` relative to /api) is open without a subscription. */
export function isOpenWithoutSubscription(method: string, path: string) {
  return OPEN_WITHOUT_SUBSCRIPTION.some((entry) => {
    const [openMethod, openPath] = entry.split(" ") as [string, string];
    if (openMethod !== method) return false;
    return openPath.endsWith("/*") ? path.startsWith(openPath.slice(0, -1)) : path === openPath;
  });
}
