import type { MiddlewareHandler } from "hono";

/** One JSON line per request: method, path (no query: it can hold codes), status, duration. */
export const requestLogger = (): MiddlewareHandler => async (c, next) => {
  const started = Date.now();
  await next();
  console.log(
    JSON.stringify({
      level: "info",
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    }),
  );
};
