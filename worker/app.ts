import { authHandler, initAuthConfig } from "@hono/auth-js";
import { Hono } from "hono";
import { csrf } from "hono/csrf";
import type { AppEnv } from "./app-env";
import { authConfig } from "./auth/auth-config";
import { activeOrganisation } from "./middleware/active-organisation";
import { bodySizeLimit } from "./middleware/body-size-limit";
import { requireChatEligibility } from "./middleware/chat-eligibility";
import { database } from "./middleware/database";
import { handleError, handleNotFound } from "./middleware/error-handler";
import { marketplaceClock } from "./middleware/marketplace-clock";
import { requestLimits } from "./middleware/request-limits";
import { requestLogger } from "./middleware/request-logger";
import { requireUser } from "./middleware/require-user";
import { requireRole } from "./middleware/role-gate";
import { routeMustExist } from "./middleware/route-must-exist";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { signInRateLimit } from "./middleware/sign-in-rate-limit";
import { requireSubscription } from "./middleware/subscription-gate";
import { accountDataRoutes } from "./routes/account-data";
import { advertisedSkuRoutes } from "./routes/advertised-skus";
import { alertRoutes } from "./routes/alerts";
import { alertUnsubscribeRoutes } from "./routes/alerts/unsubscribe";
import { amazonAuthRoutes } from "./routes/amazon-auth";
import { amazonCampaignsRoutes } from "./routes/amazon-campaigns";
import { amazonProfilesRoutes } from "./routes/amazon-profiles";
import { amazonSearchRoutes } from "./routes/amazon-search";
import { automationRoutes } from "./routes/automation";
import { brandRoutes } from "./routes/brands";
import { campaignsRoutes } from "./routes/campaigns";
import { chatRoutes } from "./routes/chats";
import { clockRoutes } from "./routes/clock";
import { competitorRoutes } from "./routes/competitors";
import { connectedAccountsRoutes } from "./routes/connected-accounts";
import { healthRoutes } from "./routes/health";
import { invitationRoutes } from "./routes/invitations";
import { keywordRoutes } from "./routes/keywords";
import { notificationRoutes } from "./routes/notifications";
import { organisationRoutes } from "./routes/organisation";
import { realtimeRoutes } from "./routes/realtime";
import { savedViewRoutes } from "./routes/saved-views";
import { searchTermRoutes } from "./routes/search-terms";
import { statisticsRoutes } from "./routes/statistics";
import { billingWebhookRoutes } from "./routes/stripe-webhooks";
import { subscriptionRoutes } from "./routes/subscriptions";
import { supportRoutes } from "./routes/support";
import { syncStatusRoutes } from "./routes/sync-status";
import { targetRoutes } from "./routes/targets";
import { signUpRoutes, usersRoutes } from "./routes/users";
import { sessionRoutes } from "./routes/users/sessions";
import { widgetActionRoutes } from "./routes/widget-actions";

/**
 * The API up to its gates: the middleware every request passes, the routes open to anyone, then the
 * session gate: every route mounted on the result is signed-in only (401/1009), and answers 403/1001
 * once the organisation's trial is over without a subscription unless it is open without one. Each
 * acts in one organisation of the user's (middleware/active-organisation.ts). A route whose path names
 * `:profileId` lists profileAccess() (middleware/profile-access.ts) before its handler: it sees only the
 * organisation's own profile (`c.var.profile`, 1003 otherwise).
 */
export const gatedApi = () =>
  new Hono<AppEnv>()
    .use(requestLogger())
    .use(apiSecurityHeaders())
    .use(bodySizeLimit())
    // Cookie sessions: refuse cross-site form posts and fetches that change state.
    .use(csrf())
    .use(database())
    .use(marketplaceClock())
    .use(initAuthConfig(authConfig))
    .post("/auth/callback/credentials", signInRateLimit())
    .use("/auth/*", authHandler())
    .route("/health", healthRoutes)
    .route("/users", signUpRoutes)
    // Stripe signs its webhooks; no session comes along.
    .route("/billing", billingWebhookRoutes)
    // An alert e-mail's unsubscribe link: its signed token, not a session, says whose.
    .route("/alerts/unsubscribe", alertUnsubscribeRoutes)
    // Signed-in only from here, and with a trial or a subscription (1001) but for the routes
    // middleware/open-without-subscription.ts names.
    .use(routeMustExist())
    .use(requireUser())
    // The organisation the request acts in, the caller's role there and its owner (c.var.membership).
    .use(activeOrganisation())
    .use(requireSubscription())
    // What the route needs of the caller's role there (403/1013; middleware/route-needs.ts).
    .use(requireRole())
    // The routes that call Amazon or Stripe, and the data export: per seller (429/1007).
    .use(requestLimits());

export const api = gatedApi()
  .route("/clock", clockRoutes)
  .route("/users/connected-amazon-accounts", connectedAccountsRoutes)
  .route("/users/account", accountDataRoutes)
  .route("/users/sessions", sessionRoutes)
  .route("/users/saved-views", savedViewRoutes)
  .route("/users", usersRoutes)
  .route("/amazon/auth", amazonAuthRoutes)
  .route("/amazon/profiles", amazonProfilesRoutes)
  .route("/amazon/campaigns", amazonCampaignsRoutes)
  .route("/amazon/search", amazonSearchRoutes)
  .route("/advertised-sku", advertisedSkuRoutes)
  .route("/support", supportRoutes)
  .route("/subscriptions", subscriptionRoutes)
  .route("/sync", syncStatusRoutes)
  .route("/realtime", realtimeRoutes)
  .route("/statistics", statisticsRoutes)
  .route("/campaigns", campaignsRoutes)
  .route("/search-terms", searchTermRoutes)
  .route("/brands", brandRoutes)
  .route("/competitors", competitorRoutes)
  .route("/targets", targetRoutes)
  .route("/keywords", keywordRoutes)
  .route("/automation", automationRoutes)
  .route("/alerts", alertRoutes)
  .route("/notifications", notificationRoutes)
  .route("/organisation", organisationRoutes)
  .route("/invitations", invitationRoutes)
  // The AI assistant: only for the chat's plans and under the ad limit (1001, 1002), widgets included.
  .use("/chats/*", requireChatEligibility())
  .use("/widget-actions/*", requireChatEligibility())
  .route("/chats", chatRoutes)
  .route("/widget-actions", widgetActionRoutes);

/** The Worker's app around an API: under /api, with our 404 and error envelopes. */
export const appServing = (routes: Hono<AppEnv>) =>
  new Hono<AppEnv>().route("/api", routes).notFound(handleNotFound).onError(handleError);

export const app = appServing(api);

export type ApiType = typeof api;
