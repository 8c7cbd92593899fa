import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

/**
 * The route a request will reach, for a gate mounted with `use()`: the first route registered after the
 * gate that matches (its method and path relative to where the gate is mounted, /api); undefined when
 * none does.
 */
export function routeAhead(c: Context): { method: string; path: string } | undefined {
  const routes = matchedRoutes(c);
  const mountedAt = (routes[c.req.routeIndex]?.path ?? "").replace(/\/?\*$/, "");
  const route = routes.find((each, i) => i > c.req.routeIndex && each.method !== "ALL");
  return route && { method: route.method, path: route.path.slice(mountedAt.length) };
}
