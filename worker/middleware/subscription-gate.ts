import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../contracts/api-error";
import { NO_SUBSCRIPTION_MESSAGE } from "../contracts/billing/product-access";
import { sellerMayUseProduct } from "../services/billing/product-access";
import { routeAhead } from "./matched-route";
import { isOpenWithoutSubscription } from "./open-without-subscription";

/**
 * Mounted right after requireUser and activeOrganisation: an organisation with neither a trial nor a
 * live subscription (its owner's, docs/teams.md) gets 403/1001 from every route but those
 * OPEN_WITHOUT_SUBSCRIPTION names (the route ahead, as matched-route.ts finds it).
 */
export const requireSubscription = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const route = routeAhead(c);
    if (route && isOpenWithoutSubscription(route.method, route.path)) return next();
    if (!(await sellerMayUseProduct(c.var.db, c.var.membership.ownerId, c.var.now)))
      throw new ApiError(1001, NO_SUBSCRIPTION_MESSAGE);
    await next();
  });
