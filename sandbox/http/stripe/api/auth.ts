import type { MiddlewareHandler } from "hono";
import { StripeError } from "../errors";
import type { StripeEnv } from "./context";

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

/** The secret key from `Authorization: Bearer sk_test_…` or basic auth with the key as user name. */
function keyFrom(header: string | undefined) {
  if (!header) return undefined;
  const [scheme, value = ""] = header.split(" ", 2);
  if (scheme?.toLowerCase() === "bearer") return value.trim();
  if (scheme?.toLowerCase() === "basic") return atob(value.trim()).split(":")[0];
  return undefined;
}

/** Test-mode secret and restricted keys are accepted; anything else is refused with 401. */
export const requireKey: MiddlewareHandler<StripeEnv> = async (c, next) => {
  const key = keyFrom(c.req.header("Authorization"));
  if (!key) throw new StripeError(401, "invalid_request_error", NO_KEY);
  if (!/^(sk|rk)_test_[A-Za-z0-9_]+$/.test(key)) {
    const masked = `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
    throw new StripeError(
      401,
      "invalid_request_error",
      `Invalid API Key provided: ${masked}`,
      "api_key_invalid",
    );
  }
  c.header("Request-Id", c.var.requestId);
  c.header("Stripe-Version", c.req.header("Stripe-Version") ?? "2026-09-30.endive");
  await next();
};
