import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../app-env";
import { countRequest, requestCountKey, uncountRequest } from "../services/request-limits/request-count";
import { tooManyRequests } from "./too-many-requests";

export type RequestLimit = {
  /** Names the seller's counter (`requests:<user id>:<name>`). */
  name: string;
  /** "METHOD /path" as registered, relative to /api; the routes share one count. */
  routes: readonly string[];
  max: number;
  windowMs: number;
  /** What the seller is told, before "Please try again in …". */
  message: string;
};

const HOUR_MS = 60 * 60 * 1000;
const EXPORTS_AN_HOUR = 10;

/**
 * The routes that cost us on every call beyond our own database, limited per seller in fixed windows
 * no seller clicking around comes near (docs/security.md#limits). Each catalogue entry is one count.
 */
export const REQUEST_LIMITS: readonly RequestLimit[] = [
  {
    name: "data-export",
    routes: ["GET /users/account/export"],
    max: EXPORTS_AN_HOUR,
    windowMs: HOUR_MS,
    message: `You have downloaded your data ${EXPORTS_AN_HOUR} times in the last hour.`,
  },
  {
    // Each asks the Amazon Ads API (or Login with Amazon) while the seller waits.
    name: "amazon-reads",
    routes: [
      "GET /amazon/search/:profileId",
      "GET /amazon/campaigns/:profileId",
      "GET /keywords/:profileId/:skuId/recommended",
      "POST /keywords/:profileId/:skuId/recommended",
      "GET /targets/:profileId/:skuId/asin",
      "GET /targets/:profileId/:skuId/recommended",
      "POST /amazon/auth/sign-in/callback",
    ],
    max: 600,
    windowMs: HOUR_MS,
    message: "Too many searches and recommendations from Amazon in the last hour.",
  },
  {
    // Each calls Stripe's API.
    name: "stripe-calls",
    routes: [
      "GET /subscriptions/create-checkout-session",
      "GET /subscriptions/create-portal-session",
      "PUT /subscriptions/plan",
      "GET /subscriptions/promotion-code",
      "GET /subscriptions/promotion-code/:code",
    ],
    max: 120,
    windowMs: HOUR_MS,
    message: "Too many billing requests in the last hour.",
  },
];

/** The limit a route (its method and registered path relative to /api) counts under, if any. */
export const requestLimitOf = (method: string, path: string) =>
  REQUEST_LIMITS.find((limit) => limit.routes.includes(`${method} ${path}`));

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/**
 * Mounted once after the gates: a request to a limited route is counted before anything else runs, and
 * past the limit answered 429/1007 with Retry-After, nothing asked of Amazon or Stripe. A request the
 * route then refuses (4xx: bad input, another seller's id) is taken back off the count: it cost nothing,
 * and the seller keeps their allowance.
 */
export const requestLimits = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const routes = matchedRoutes(c);
    const mountedAt = (routes[c.req.routeIndex]?.path ?? "").replace(/\/?\*$/, "");
    const route = routes.find((each, i) => i > c.req.routeIndex && each.method !== "ALL");
    const limit = route && requestLimitOf(route.method, route.path.slice(mountedAt.length));
    if (!limit) return next();
    const { db, user } = c.var;
    const key = requestCountKey(user.id, limit.name);
    const now = Date.now();
    const { count, windowEndsAt } = await countRequest(db, key, limit.windowMs, now);
    if (count > limit.max) {
      const wait = windowEndsAt - now;
      throw tooManyRequests(c, wait, `${limit.message} Please try again in ${inMinutes(wait)}.`);
    }
    await next();
    if (c.res.status >= 400 && c.res.status < 500) await uncountRequest(db, key);
  });
