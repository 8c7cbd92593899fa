import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../app-env";
import { ApiError } from "../contracts/api-error";
import { NO_SUBSCRIPTION_MESSAGE } from "../contracts/billing/product-access";
import { sellerMayUseProduct } from "../services/billing/product-access";
import { isOpenWithoutSubscription } from "./open-without-subscription";

/**
 * Mounted right after requireUser and activeOrganisation: an organisation with neither a trial nor a
 * live subscription (its owner's, docs/teams.md) gets 403/1001
 * from every route but those OPEN_WITHOUT_SUBSCRIPTION names. The route is the first one registered
 * after this middleware that matches (as in routeMustExist), its path taken relative to where this
 * middleware is mounted (/api).
 */
export const requireSubscription = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const routes = matchedRoutes(c);
    const mountedAt = (routes[c.req.routeIndex]?.path ?? "").replace(/\/?\*$/, "");
    const route = routes.find((each, i) => i > c.req.routeIndex && each.method !== "ALL");
    const path = route?.path.slice(mountedAt.length) ?? "";
    if (route && isOpenWithoutSubscription(route.method, path)) return next();
    if (!(await sellerMayUseProduct(c.var.db, c.var.membership.ownerId, c.var.now)))
      throw new ApiError(1001, NO_SUBSCRIPTION_MESSAGE);
    await next();
  });
