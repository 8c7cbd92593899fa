import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../contracts/api-error";
import { ROLE_REFUSED_MESSAGE, roleMay } from "../contracts/organisations/roles";
import { routeAhead } from "./matched-route";
import { routeNeed } from "./route-needs";

/**
 * Mounted once, after activeOrganisation and the subscription gate: 403/1013 when the caller's role in
 * the organisation lacks what the route needs (route-needs.ts; docs/teams.md), before the route
 * validates or reads anything, so a refused call changes nothing.
 */
export const requireRole = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const route = routeAhead(c);
    if (route && !roleMay(c.var.membership.role, routeNeed(route.method, route.path))) {
      throw new ApiError(1013, ROLE_REFUSED_MESSAGE);
    }
    await next();
  });
