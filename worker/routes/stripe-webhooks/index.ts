import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { createStripe } from "../../billing/stripe-client";
import { verifiedEvent } from "../../billing/webhook-event";
import { ApiError } from "../../contracts/api-error";
import { applyStripeEvent } from "../../services/billing/webhook-events";
import { ok } from "../respond";

/**
 * POST /api/billing/webhook: Stripe's signed events, the only way billing state changes. Open to
 * Stripe (no session); a body whose signature does not hold is refused with 400 and changes nothing.
 */
export const billingWebhookRoutes = new Hono<AppEnv>().post("/webhook", async (c) => {
  const payload = await c.req.text();
  const stripe = createStripe(c.env);
  const signature = c.req.header("Stripe-Signature") ?? "";
  const event = await verifiedEvent(stripe, payload, signature, c.env.STRIPE_WEBHOOK_SECRET);
  if (!event)
    throw new ApiError(
      1005,
      "Stripe-Signature: The signature does not match the payload",
      "Stripe-Signature",
    );
  return ok(c, { received: true, outcome: await applyStripeEvent(c.var.db, stripe, event, c.var.now) });
});
