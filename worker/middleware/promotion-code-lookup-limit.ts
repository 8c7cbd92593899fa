import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { clientAddress } from "../contracts/client-address";
import {
  LOOKUP_WINDOW_MS,
  lookupLimitReached,
  TOO_MANY_LOOKUPS,
} from "../services/billing/promotion-code-lookups";
import { tooManyRequests } from "./too-many-requests";

/**
 * For a route that looks a promotion code up in Stripe: the lookup is counted first and, once the seller
 * or their address spent its lookups, answered 429/1007 without asking Stripe. After validation, so a
 * malformed code costs none.
 */
export const promotionCodeLookupLimit = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ip = clientAddress(c.req.header("CF-Connecting-IP"));
    if (await lookupLimitReached(c.var.db, c.var.user.id, ip)) {
      throw tooManyRequests(c, LOOKUP_WINDOW_MS, TOO_MANY_LOOKUPS);
    }
    await next();
  });
