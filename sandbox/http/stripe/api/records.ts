import { Hono } from "hono";
import type { Invoice, StripeEvent } from "../billing-types";
import { str } from "../form";
import { listEnvelope } from "../list";
import { respond, type StripeEnv } from "./context";

/** Invoices and events: retrieve and list, for reconciling webhooks. */
export const recordRoutes = new Hono<StripeEnv>()
  .get("/invoices", async (c) => {
    const { store, params } = c.var;
    const customer = str(params, "customer");
    const subscription = str(params, "subscription");
    const found = (await store.all<Invoice>("invoice")).filter(
      (invoice) =>
        (customer === undefined || invoice.customer === customer) &&
        (subscription === undefined || invoice.subscription === subscription),
    );
    return respond(c, listEnvelope(found, params, "/v1/invoices"));
  })
  .get("/invoices/:id", async (c) =>
    respond(c, await c.var.store.require<Invoice>("invoice", c.req.param("id"))),
  )
  .get("/events", async (c) => {
    const { store, params } = c.var;
    const type = str(params, "type");
    const found = (await store.all<StripeEvent>("event")).filter(
      (event) => type === undefined || event.type === type,
    );
    return respond(c, listEnvelope(found, params, "/v1/events"));
  })
  .get("/events/:id", async (c) =>
    respond(c, await c.var.store.require<StripeEvent>("event", c.req.param("id"))),
  );
