import { Hono } from "hono";
import { requireKey } from "./api/auth";
import { catalogueRoutes } from "./api/catalogue";
import { checkoutRoutes } from "./api/checkout";
import { type StripeEnv, withParams, withStore } from "./api/context";
import { customerRoutes } from "./api/customers";
import { idempotency } from "./api/idempotency";
import { portalRoutes } from "./api/portal";
import { recordRoutes } from "./api/records";
import { subscriptionRoutes } from "./api/subscriptions";
import { rollPeriods } from "./billing/changes";
import { stripeControlRoutes } from "./control";
import { StripeError } from "./errors";
import { checkoutPages } from "./pages/checkout";
import { portalPages } from "./pages/portal";
import { dispatch } from "./webhooks";

/** `/v1/…`: Stripe's wire format (form params, bearer key, list envelopes, error bodies, idempotency). */
const api = new Hono<StripeEnv>()
  .use(withStore, requireKey, withParams, idempotency)
  .use(async (c, next) => {
    await rollPeriods(c.var.store);
    await next();
    if (c.req.method !== "GET") await dispatch(c.var.store);
  })
  .route("/customers", customerRoutes)
  .route("/", catalogueRoutes)
  .route("/checkout/sessions", checkoutRoutes)
  .route("/subscriptions", subscriptionRoutes)
  .route("/billing_portal", portalRoutes)
  .route("/", recordRoutes)
  .all("*", (c) => {
    throw new StripeError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${c.req.method}: ${c.req.path}). The Skupilot sandbox imitates only part of the Stripe API.`,
    );
  })
  .onError((error, c) => {
    const requestId = c.get("requestId") ?? "req_unknown";
    c.header("Request-Id", requestId);
    if (error instanceof StripeError) return c.json(error.body(requestId), error.status);
    console.error("stripe sandbox error", error);
    const internal = new StripeError(500, "api_error", `Sandbox error: ${String(error)}`);
    return c.json(internal.body(requestId), 500);
  });

/** The Stripe imitation: API, hosted Checkout and billing-portal pages, sandbox controls. */
export const stripeRoutes = new Hono<StripeEnv>()
  .route("/v1", api)
  .route("/checkout", checkoutPages)
  .route("/billing-portal", portalPages)
  .route("/_sandbox/stripe", stripeControlRoutes);
