import { createMiddleware } from "hono/factory";

/**
 * Reads to its end any request body the route left unread (a refusal, a fault, an unknown path) before the
 * answer goes out. A workerd client reuses its connections, and a server that answers with the body unread
 * breaks the next call on that connection ("Network connection lost.", a 503 behind wrangler dev's proxy).
 * Amazon's and Stripe's servers do not do that to their clients, so neither may their imitation.
 */
export const readUnreadBody = createMiddleware(async (c, next) => {
  await next();
  const request = c.req.raw;
  if (request.body && !request.bodyUsed) await request.arrayBuffer().catch(() => undefined);
});
