import { Hono } from "hono";
import { expireIfDue } from "../billing/expiry";
import { sessionView } from "../billing/session-view";
import { createSession } from "../billing/start-session";
import type { CheckoutSession } from "../billing-types";
import { strings } from "../form";
import { listEnvelope } from "../list";
import { origin, respond, type StripeEnv } from "./context";

/** `/v1/checkout/sessions`: create (mode=subscription), retrieve, list, line items. */
export const checkoutRoutes = new Hono<StripeEnv>()
  .post("/", async (c) => {
    const session = await createSession(c.var.store, c.var.params, origin(c));
    await c.var.store.put("checkout_session", session);
    return respond(c, sessionView(session, strings(c.var.params, "expand")));
  })
  .get("/", async (c) => {
    const { store, params } = c.var;
    const sessions = (await store.all<CheckoutSession>("checkout_session")).filter(
      (session) =>
        (!params.customer || session.customer === params.customer) &&
        (!params.subscription || session.subscription === params.subscription),
    );
    const page = listEnvelope(sessions, params, "/v1/checkout/sessions");
    return respond(c, { ...page, data: page.data.map((session) => sessionView(session)) });
  })
  .get("/:id", async (c) => {
    const { store } = c.var;
    const stored = await store.require<CheckoutSession>("checkout_session", c.req.param("id"), "session");
    const session = await expireIfDue(store, stored);
    return respond(c, sessionView(session, strings(c.var.params, "expand")));
  })
  .get("/:id/line_items", async (c) => {
    const session = await c.var.store.require<CheckoutSession>(
      "checkout_session",
      c.req.param("id"),
      "session",
    );
    return respond(c, listEnvelope(session.line_items.data, c.var.params, session.line_items.url));
  });
