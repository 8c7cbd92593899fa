import { Hono } from "hono";
import { type StripeEnv, withStore } from "./api/context";
import type { StripeEvent } from "./billing-types";
import { deliveries, dispatch, webhookConfig } from "./webhooks";

/** Sandbox-only Stripe controls under /_sandbox/stripe: events with delivery status, forced retry. */
export const stripeControlRoutes = new Hono<StripeEnv>()
  .use(withStore)
  .get("/events", async (c) => {
    const { store } = c.var;
    const byEvent = new Map((await deliveries(store)).map((delivery) => [delivery.event, delivery]));
    const events = (await store.all<StripeEvent>("event")).reverse();
    return c.json({
      webhook: { url: webhookConfig().url },
      events: events.map((event) => {
        const { payload: _payload, event: _id, ...delivery } = byEvent.get(event.id) ?? {};
        return { id: event.id, type: event.type, created: event.created, delivery, event };
      }),
    });
  })
  .post("/webhooks/retry", async (c) => {
    await dispatch(c.var.store, { force: true, waitMs: 30_000 });
    const all = await deliveries(c.var.store);
    return c.json({
      delivered: all.filter((delivery) => delivery.status === "delivered").length,
      failed: all.filter((delivery) => delivery.status === "failed").map((delivery) => delivery.event),
    });
  });
