import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { answeringRouteIndex } from "./answering-route";

/**
 * Mounted before the gates: a path no route serves answers 404 (1006) to anyone, signed in or not,
 * instead of the gates' 401 or 1003, and the gates after it only ever see a real route.
 */
export const routeMustExist = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (answeringRouteIndex(c) < 0) return c.notFound();
    await next();
  });
