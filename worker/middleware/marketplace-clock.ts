import { createMiddleware } from "hono/factory";
import { marketplaceNow } from "../amazon/marketplace-clock";
import type { AppEnv } from "../app-env";

/**
 * `c.var.now()`: the marketplace's now, read at most once a request (the sandbox's clock, locally) and
 * only when something asks; every route, gate and service of the request is given that one reading.
 */
export const marketplaceClock = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    let read: Promise<Date> | undefined;
    c.set("now", () => {
      read ??= marketplaceNow(c.env);
      return read;
    });
    await next();
  });
