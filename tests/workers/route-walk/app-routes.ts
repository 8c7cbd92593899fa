/** The app's routes from Hono's own route table, matched with their descriptions in route-table.ts. */
import { app } from "../../../worker/app";
import { ROUTES, type RouteDescription } from "./route-table";
import type { SellerIds } from "./seller-world";

export type Route = { method: string; path: string; key: string };
export type DescribedRoute = Route & { description: RouteDescription };

/** Every route a handler serves under /api, once per method and path, as Hono registered them. */
export const apiRoutes: Route[] = [
  ...new Map(
    app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
      .map(({ method, path }) => [`${method} ${path}`, { method, path, key: `${method} ${path}` }]),
  ).values(),
];

/** The routes with no description yet: each fails the walk and the fuzzing until it has one. */
export const undescribedRoutes = () =>
  apiRoutes.filter((route) => !ROUTES[route.key]).map((route) => route.key);

/** Descriptions of routes the app no longer serves: stale entries to remove. */
export const staleDescriptions = () =>
  Object.keys(ROUTES).filter((key) => !apiRoutes.some((route) => route.key === key));

export const describedRoutes: DescribedRoute[] = apiRoutes.flatMap((route) => {
  const description = ROUTES[route.key];
  return description ? [{ ...route, description }] : [];
});

export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** A path parameter's value: the description's own, else the seller's id of that name. */
export function paramValue(route: DescribedRoute, name: string, ids: SellerIds) {
  const own = route.description.params?.[name];
  if (own) return String(own(ids));
  if (name in ids) return String(ids[name as keyof SellerIds]);
  throw new Error(`${route.key}: no value for :${name}; describe it in route-table.ts`);
}

/** The URL path and query of the route, filled from the ids (and `params` to override some). */
export function urlOf(
  route: DescribedRoute,
  ids: SellerIds,
  params: Record<string, string> = {},
  query = route.description.query?.(ids),
) {
  const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? paramValue(route, name, ids)),
  );
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${path}?${search}` : path;
}
