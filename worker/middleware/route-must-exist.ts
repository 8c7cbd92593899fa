import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../app-env";

/**
 * Mounted before the gates: a path no route serves answers 404 (1006) to anyone, signed in or not,
 * instead of the gates' 401, as when each router carried its own gate. A route is a match registered
 * for a method after this middleware (`.use` registers for ALL).
 */
export const routeMustExist = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const routeFollows = matchedRoutes(c).some((route, i) => i > c.req.routeIndex && route.method !== "ALL");
    if (!routeFollows) return c.notFound();
    await next();
  });
