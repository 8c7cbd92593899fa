import type { MiddlewareHandler } from "hono";
import { StripeError } from "../errors";
import type { StripeEnv } from "./context";

type Stored = { path: string; params: string; status: number; body: string; requestId: string };

/** `Idempotency-Key` on POST: the first answer is stored and replayed; reuse with other params is refused. */
export const idempotency: MiddlewareHandler<StripeEnv> = async (c, next) => {
  const idempotencyKey = c.req.header("Idempotency-Key");
  if (c.req.method !== "POST" || !idempotencyKey) return next();
  const storageKey = `stripe:idempotency:${idempotencyKey}`;
  const params = JSON.stringify(c.var.params);
  const stored = await c.var.store.storage.get<Stored>(storageKey);
  if (stored) {
    if (stored.path !== c.req.path || stored.params !== params) {
      throw new StripeError(
        400,
        "idempotency_error",
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
    }
    return new Response(stored.body, {
      status: stored.status,
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": idempotencyKey,
        "Idempotent-Replayed": "true",
        "Original-Request": stored.requestId,
        "Request-Id": c.var.requestId,
      },
    });
  }
  await next();
  // As Stripe: a request refused before it ran (validation, auth) leaves no result behind.
  if (c.res.status >= 400 && c.res.status !== 402) return;
  c.header("Idempotency-Key", idempotencyKey);
  c.header("Original-Request", c.var.requestId);
  const body = await c.res.clone().text();
  await c.var.store.storage.put(storageKey, {
    path: c.req.path,
    params,
    status: c.res.status,
    body,
    requestId: c.var.requestId,
  } satisfies Stored);
};
