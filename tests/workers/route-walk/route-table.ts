/**
 * Every route of the app, described once: how to call it with a seller's own ids and valid input.
 * The tenancy walk (tenancy-walk.test.ts) calls each `seller` route as another seller with these ids;
 * the fuzzer (fuzz.test.ts) breaks each described input of every route. A route of `app.routes` that
 * is missing here fails both until it is described.
 */
import { DEFAULT_ALERT_RULES } from "../../../worker/contracts/alerts/alert-rules";
import type { SellerIds } from "./seller-world";

type Fill = (ids: SellerIds) => string | number;

export type RouteInputs = {
  /** Path parameters not named after their id (profileId, skuId, … fill themselves; see paramValue). */
  params?: Record<string, Fill>;
  query?: (ids: SellerIds) => Record<string, string>;
  body?: (ids: SellerIds) => unknown;
  /**
   * The keys (their prefixes) of the limit that counts every well-formed call in attempt_counters: the
   * fuzzer lets those rows change and takes the limit's 429/1007 once its own calls spent it.
   */
  counted?: readonly string[];
};

export type RouteDescription = RouteInputs &
  (
    | { /** Names a seller's ids: another seller gets 1003/1006. */ scope: "seller" }
    | { /** Acts on the caller alone: nothing of another seller to name. */ scope: "caller"; why: string }
    | { /** Not an API call of ours to exercise with a session and JSON. */ scope: "outside"; why: string }
  );

const ASIN = "B0WALKER01";
const BACK = "http://127.0.0.1:8787/settings";
const TEN = () => ({ limit: "10" });
/** Any short text is a well-formed code: each such lookup is counted, and an unknown code remembered. */
const PROMOTION_CODE_LOOKUPS = ["promo-seller:", "promo-unknown:"];

const seller = (inputs: RouteInputs = {}): RouteDescription => ({ scope: "seller", ...inputs });
const caller = (why: string, inputs: RouteInputs = {}): RouteDescription => ({
  scope: "caller",
  why,
  ...inputs,
});

export const ROUTES: Record<string, RouteDescription> = {
  // Public and Auth.js
  "GET /api/health": caller("public liveness answer"),
  "POST /api/users": caller("sign-up makes a new user", {
    body: () => ({
      name: "Walker",
      email: `walker-${crypto.randomUUID()}@example.com`,
      password: "walker-pass-1",
    }),
  }),
  "POST /api/users/password-reset": caller("asks for a reset link: the same answer for any e-mail", {
    body: () => ({ email: `walker-${crypto.randomUUID()}@example.com` }),
  }),
  "POST /api/users/password-reset/confirm": caller(
    "the link's token names its user; this one was never sent",
    {
      body: () => ({ token: "walker-token-never-sent", password: "walker-pass-3" }),
    },
  ),
  "POST /api/users/email-verification/confirm": caller(
    "the link's token names its user; this one was never sent",
    {
      body: () => ({ token: "walker-token-never-sent" }),
    },
  ),
  "POST /api/auth/callback/credentials": {
    scope: "outside",
    why: "Auth.js's form post (CSRF token, redirects); sign-in-lockout.test.ts and the L3 caps cover it",
  },
  "POST /api/billing/webhook": {
    scope: "outside",
    why: "Stripe-signed, no session; billing-webhooks.test.ts refuses unsigned and forged events",
  },
  "GET /api/realtime": {
    scope: "outside",
    why: "a WebSocket upgrade to the caller's own channel (realtime.test.ts)",
  },

  // The seller's own record and accounts
  "GET /api/users": caller("the caller's own record"),
  "GET /api/users/saved-views/:list": caller("the caller's own views of a list", {
    params: { list: () => "quick-launch" },
  }),
  "POST /api/users/saved-views/:list": caller("saves a view of the caller's own", {
    params: { list: () => "quick-launch" },
    body: () => ({
      name: "Walker view",
      // The search may be blank (no search), so the walk leaves it out rather than fuzz it blank.
      view: {
        filters: { targeting: "ALL", state: "ALL" },
        sort: null,
        hidden: [],
        density: "comfortable",
      },
    }),
  }),
  "DELETE /api/users/saved-views/:list/:viewId": seller({ params: { list: () => "quick-launch" } }),
  "PATCH /api/users": caller("renames the caller", { body: () => ({ name: "Walker Renamed" }) }),
  "PUT /api/users/password": caller("the caller's own password", {
    body: () => ({ currentPassword: "not-the-password", newPassword: "walker-pass-2" }),
  }),
  "POST /api/users/email-verification": caller(
    "sends the caller's own verification e-mail again (the walker's seller is verified: nothing is sent)",
  ),
  "GET /api/users/connected-amazon-accounts": caller("lists the caller's accounts"),
  "GET /api/users/account/export": caller("a zip of the caller's own data"),
  "DELETE /api/users/account": caller(
    "deletes the caller alone; the password is wrong here, so nothing goes",
    {
      body: () => ({ password: "not-the-password" }),
    },
  ),
  "DELETE /api/users/sessions": caller(
    "signs the caller out of all devices; the password is wrong here, so no session ends",
    { body: () => ({ password: "not-the-password" }) },
  ),
  "DELETE /api/users/connected-amazon-accounts/:tokenId": seller(),
  "GET /api/amazon/profiles": caller("lists the caller's profiles"),
  "GET /api/amazon/auth/sign-in": caller("starts the caller's own connect", {
    query: () => ({ redirect: BACK }),
  }),
  "POST /api/amazon/auth/sign-in/callback": caller("the state is the caller's own pending connect", {
    query: () => ({ code: "walker-code", state: "walker-state" }),
  }),
  "GET /api/clock": caller("the marketplace clock"),
  "GET /api/sync/status": caller("the caller's profiles' sync"),
  "POST /api/support/ticket": caller("files the caller's ticket", {
    body: () => ({
      fullName: "Walker",
      email: "walker@example.com",
      businessName: "Walker Ltd",
      reason: "Question",
      description: "A question about the walker.",
    }),
  }),

  // Billing
  "GET /api/subscriptions/create-checkout-session": caller("the caller's checkout", {
    query: () => ({ plan: "START_UP", redirect: BACK }),
  }),
  "GET /api/subscriptions/create-portal-session": caller("the caller's portal", {
    query: () => ({ redirect: BACK }),
  }),
  "GET /api/subscriptions/promotion-code": caller("the caller's attached code"),
  "GET /api/subscriptions/promotion-code/:code": caller("a Stripe promotion code, no seller's", {
    params: { code: () => "WALKER10" },
    counted: PROMOTION_CODE_LOOKUPS,
  }),
  "POST /api/subscriptions/promotion-code/:code": caller("a Stripe promotion code, attached to the caller", {
    params: { code: () => "WALKER10" },
    counted: PROMOTION_CODE_LOOKUPS,
  }),
  "PUT /api/subscriptions/plan": caller("the caller's subscription", { query: () => ({ plan: "START_UP" }) }),

  // Reads across the seller's profiles
  "GET /api/statistics": seller({
    query: (ids) => ({ profileId: String(ids.profileId), advertisedSkuId: String(ids.skuId) }),
  }),
  "GET /api/statistics/dashboard": seller({ query: (ids) => ({ profileId: String(ids.profileId) }) }),

  // Advertised SKUs
  "GET /api/advertised-sku/:profileId/page": seller({
    query: () => ({ page: "1", limit: "10", sort: "bidMax", order: "desc" }),
  }),
  "GET /api/advertised-sku/:profileId/list": seller(),
  "GET /api/advertised-sku/:profileId/:skuId": seller(),
  "GET /api/advertised-sku/:profileId/:skuId/budget-split": seller(),
  "GET /api/advertised-sku/:profileId/:skuId/hour-grid": seller({ query: () => ({ days: "14" }) }),
  "POST /api/advertised-sku/:profileId": seller({
    body: () => [
      {
        sku: "WALKER-NEW",
        asin: ASIN,
        bidOptimization: { bidMin: 0.2, bidMax: 1 },
        maxDailyBudget: 10,
      },
    ],
  }),
  "PUT /api/advertised-sku/:profileId/:skuId": seller({ body: () => ({ maxDailyBudget: 20 }) }),
  "PUT /api/advertised-sku/:profileId/:skuId/stop": seller(),
  "GET /api/amazon/search/:profileId": seller({ query: TEN }),
  "GET /api/amazon/campaigns/:profileId": seller({ query: TEN }),
  "PUT /api/brands/:profileId/:skuId": seller({ body: () => ({ brandName: "Walker Brand" }) }),
  "POST /api/brands/:profileId/:skuId/launch": seller(),
  "GET /api/competitors/:profileId/:skuId": seller(),
  "POST /api/competitors/:profileId/:skuId": seller({ body: () => ({ competitorName: "Walker Rival" }) }),
  "PUT /api/competitors/:profileId/:skuId/:competitorId": seller({
    body: () => ({ competitorName: "Walker Rival" }),
  }),
  "DELETE /api/competitors/:profileId/:skuId/:competitorId": seller(),
  "POST /api/competitors/:profileId/:skuId/:competitorId/launch": seller(),

  // Campaigns
  "GET /api/campaigns/:profileId/page": seller({
    query: () => ({ page: "1", limit: "10", sort: "acos", order: "desc" }),
  }),
  "GET /api/campaigns/:profileId/migrated": seller({ query: () => ({ sort: "name", order: "asc" }) }),
  "GET /api/campaigns/:profileId/:campaignId": seller(),
  "GET /api/campaigns/:profileId/:campaignId/search-terms": seller(),
  "GET /api/campaigns/:profileId/:campaignId/search-terms/keyword-bids": seller(),
  "POST /api/campaigns/:profileId/:campaignId/search-terms/negatives": seller({
    body: () => ({ searchTerms: ["walker term"], matchType: "NEGATIVE_EXACT", scope: "CAMPAIGN" }),
  }),
  "POST /api/campaigns/:profileId/:campaignId/search-terms/keywords": seller({
    body: () => ({ searchTerms: ["walker term"], matchType: "EXACT", bid: 0.5 }),
  }),
  "GET /api/campaigns/:profileId/:campaignId/targets": seller(),

  // Search terms
  "GET /api/search-terms/:profileId": seller({
    query: (ids) => ({
      campaignId: ids.campaignId,
      skuId: String(ids.skuId),
      minClicks: "1",
      minSpend: "0.5",
      noSales: "true",
      negated: "no",
      harvested: "no",
      page: "1",
      limit: "20",
      sort: "spend",
      order: "desc",
    }),
  }),
  "GET /api/campaigns/:profileId/:campaignId/targets/negative": seller(),
  "PUT /api/campaigns/:profileId/:campaignId": seller({ body: () => ({ state: "PAUSED" }) }),
  "POST /api/campaigns/:profileId/auto/:skuId": seller(),
  "POST /api/campaigns/:profileId/bulk/preview": seller({
    body: (ids) => ({ campaignIds: [ids.campaignId], change: { kind: "PERCENT_BUDGET", percent: 10 } }),
  }),
  "POST /api/campaigns/:profileId/bulk": seller({
    body: (ids) => ({ campaignIds: [ids.campaignId], change: { kind: "SET_STATE", state: "PAUSED" } }),
  }),
  "POST /api/campaigns/:profileId/bulk-bids/preview": seller({
    body: (ids) => ({
      keywordIds: [ids.keywordId],
      targetIds: [ids.targetId],
      // A set bid: every number the fuzzer draws is outside it (−1 % would be a valid percentage).
      change: { kind: "SET_BID", amount: 0.5 },
    }),
  }),
  "POST /api/campaigns/:profileId/bulk-bids": seller({
    body: (ids) => ({ keywordIds: [ids.keywordId], targetIds: [], change: { kind: "SET_BID", amount: 0.5 } }),
  }),
  "GET /api/campaigns/:profileId/auto/:skuId/preview": seller(),
  // amazonCampaignId is looked up on the caller's own Amazon account, not among our rows.
  "POST /api/campaigns/:profileId/migrate": seller({
    body: () => ({
      amazonCampaignId: "walker-campaign",
      asin: ASIN,
      sku: "WALKER-MIGRATED",
      advertisedSku: { bidOptimization: { bidMin: 0.2, bidMax: 1 }, maxDailyBudget: 10 },
    }),
  }),

  // An advertised SKU's keywords and targets
  "GET /api/keywords/:profileId/:skuId": seller({ query: () => ({ sort: "acos", order: "desc" }) }),
  "POST /api/keywords/:profileId/:skuId": seller({ body: () => ({ keywordText: "walker keyword" }) }),
  "GET /api/keywords/:profileId/:skuId/recommended": seller(),
  "POST /api/keywords/:profileId/:skuId/recommended": seller({ body: () => ({ key: "walker" }) }),
  "PUT /api/keywords/:profileId/keyword/:keywordId": seller({ body: () => ({ state: "PAUSED" }) }),
  "PUT /api/keywords/:profileId/negative-keyword/:id": seller({
    params: { id: (ids) => ids.negativeKeywordId },
    body: () => ({ state: "PAUSED" }),
  }),
  "POST /api/keywords/:profileId/:skuId/:keywordId/boost": seller({ body: () => ({ boostMaxBid: 2 }) }),
  "DELETE /api/keywords/:profileId/:skuId/:keywordId/boost": seller(),
  "GET /api/targets/:profileId/:skuId": seller({ query: () => ({ sort: "bid", order: "asc" }) }),
  "POST /api/targets/:profileId/:skuId": seller({ body: () => ({ productAsin: ASIN }) }),
  "GET /api/targets/:profileId/:skuId/asin": seller({ query: () => ({ asin: ASIN }) }),
  "GET /api/targets/:profileId/:skuId/recommended": seller(),
  "PUT /api/targets/:profileId/target/:targetId": seller({ body: () => ({ state: "PAUSED" }) }),
  "PUT /api/targets/:profileId/negative-target/:id": seller({
    params: { id: (ids) => ids.negativeTargetId },
    body: () => ({ state: "PAUSED" }),
  }),

  // Automation
  "GET /api/automation/:profileId/changes": seller(),
  "GET /api/automation/:profileId/change-members": seller(),
  "GET /api/automation/:profileId/impact": seller({
    query: (ids) => ({ skuId: String(ids.skuId), days: "14" }),
  }),
  "GET /api/automation/:profileId/status": seller({ query: (ids) => ({ skuId: String(ids.skuId) }) }),
  "GET /api/automation/:profileId/preview": seller({ query: (ids) => ({ skuId: String(ids.skuId) }) }),
  "POST /api/automation/:profileId/changes/:changeId/undo": seller(),
  "POST /api/automation/:profileId/batches/:batchId/undo": seller(),
  "POST /api/automation/:profileId/run": seller(),
  "GET /api/automation/:profileId/budget-recommendations": seller({
    query: (ids) => ({ skuId: String(ids.skuId) }),
  }),

  // Alerts and the notification centre
  "GET /api/alerts/:profileId/rules": seller(),
  "PUT /api/alerts/:profileId/rules": seller({ body: () => DEFAULT_ALERT_RULES }),
  "POST /api/alerts/unsubscribe": caller(
    "an e-mail's signed token names its profile; this one was never signed",
    {
      body: () => ({ token: "1.budgetOut.bm90LXNpZ25lZC1ieS11cw" }),
    },
  ),
  "GET /api/organisation/members": caller("the team of the organisation the caller acts in"),
  "POST /api/organisation/invitations": caller("invites into the organisation the caller acts in", {
    body: () => ({ email: `walker-${crypto.randomUUID()}@example.com`, role: "analyst" }),
  }),
  "DELETE /api/organisation/invitations/:invitationId": seller(),
  "PUT /api/organisation/members/:memberId": seller({ body: () => ({ role: "analyst" }) }),
  "DELETE /api/organisation/members/:memberId": seller(),
  "POST /api/organisation/ownership": seller({ body: (ids) => ({ memberId: ids.memberId }) }),
  "POST /api/invitations/accept": caller("the token names the invitation; this one was never sent", {
    body: () => ({ token: "walker-token-never-sent" }),
  }),
  "GET /api/notifications": caller("lists the caller's own alerts", { query: TEN }),
  "POST /api/notifications/read": caller("marks the caller's own alerts read"),
  "POST /api/notifications/:notificationId/read": seller(),

  // The chat and its widgets
  "GET /api/chats": caller("the caller's one chat"),
  "GET /api/chats/:chatId/messages": seller(),
  "POST /api/chats/:chatId/messages": seller({ body: () => ({ text: "How is the walker doing?" }) }),
  "PATCH /api/chats/:chatId/clear": seller(),
  "PUT /api/widget-actions/:profileId/campaigns/:campaignId/daily-budget": seller({
    body: (ids) => ({ messageId: ids.messageId, budget: 20 }),
  }),
  "PUT /api/widget-actions/:profileId/campaigns/:campaignId/state": seller({
    body: (ids) => ({ messageId: ids.messageId, state: "PAUSED" }),
  }),
  "POST /api/widget-actions/:profileId/campaigns/:campaignId/negative-keywords": seller({
    body: (ids) => ({ messageId: ids.messageId, negativeKeywords: ["walker negative"] }),
  }),
  "POST /api/widget-actions/:profileId/campaigns/:campaignId/negative-product-targets": seller({
    body: (ids) => ({ messageId: ids.messageId, negativeProductTargets: [ASIN] }),
  }),
  "PUT /api/widget-actions/:profileId/campaigns/:campaignId/keywords/state": seller({
    body: (ids) => ({ messageId: ids.messageId, keywords: ["walker keyword"], state: "PAUSED" }),
  }),
  "PUT /api/widget-actions/:profileId/campaigns/:campaignId/product-targets/state": seller({
    body: (ids) => ({ messageId: ids.messageId, productTargets: [ASIN], state: "PAUSED" }),
  }),
  "PUT /api/widget-actions/:profileId/keywords/:keywordId/bid": seller({
    body: (ids) => ({ messageId: ids.messageId, bid: 1 }),
  }),
  "PUT /api/widget-actions/:profileId/product-targets/:targetId/bid": seller({
    body: (ids) => ({ messageId: ids.messageId, bid: 1 }),
  }),
  "POST /api/widget-actions/:profileId/skus/:skuId/keywords": seller({
    body: (ids) => ({ messageId: ids.messageId, keywordText: "walker keyword" }),
  }),
  "POST /api/widget-actions/:profileId/campaigns/:campaignId/search-term-negatives": seller({
    body: (ids) => ({
      messageId: ids.messageId,
      searchTerms: ["walker term"],
      matchType: "NEGATIVE_EXACT",
      scope: "CAMPAIGN",
    }),
  }),
  "POST /api/widget-actions/:profileId/campaigns/:campaignId/search-term-keywords": seller({
    body: (ids) => ({ messageId: ids.messageId, searchTerms: ["walker term"], matchType: "EXACT", bid: 0.5 }),
  }),
  "POST /api/widget-actions/:profileId/skus/:skuId/product-targets": seller({
    body: (ids) => ({ messageId: ids.messageId, productAsin: ASIN }),
  }),
};
