import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

/**
 * Where the route that will answer this request sits among the matched routes: the first after the
 * current middleware that was registered for a method (`.use` registers for ALL), or -1 if none.
 */
export function answeringRouteIndex(c: Context): number {
  return matchedRoutes(c).findIndex((route, i) => i > c.req.routeIndex && route.method !== "ALL");
}

/** A path parameter of the answering route, which a middleware mounted on "*" cannot read with c.req.param(). */
export function answeringRouteParam(c: Context, name: string): string | undefined {
  const index = answeringRouteIndex(c);
  if (index < 0) return undefined;
  const own = c.req.routeIndex;
  c.req.routeIndex = index;
  try {
    return c.req.param(name);
  } finally {
    c.req.routeIndex = own;
  }
}
