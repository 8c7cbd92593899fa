import { Hono } from "hono";
import { cancelNow, saveChange, withCancelAtPeriodEnd, withPrice } from "../billing/changes";
import type { Subscription } from "../billing-types";
import { missingParam, unsupported } from "../errors";
import { bool, list, mergeMetadata, obj, type Params, str } from "../form";
import { listEnvelope } from "../list";
import type { StripeStore } from "../store";
import type { Price } from "../types";
import { respond, type StripeEnv } from "./context";

/** `items[0][id]` + `items[0][price]` switches an item; adding or deleting items is refused clearly. */
async function applyItems(store: StripeStore, subscription: Subscription, params: Params) {
  let next = subscription;
  for (const [index, raw] of list(params, "items").entries()) {
    const item = raw as Params;
    const id = str(item, "id");
    if (!id)
      throw unsupported(`items[${index}][id]`, "adding items; pass the id (si_…) of the item to switch");
    if (str(item, "deleted") === "true") throw unsupported(`items[${index}][deleted]`, "deleting items");
    const priceId = str(item, "price");
    if (!priceId) throw missingParam(`items[${index}][price]`);
    next = withPrice(next, id, await store.require<Price>("price", priceId, `items[${index}][price]`));
  }
  return next;
}

/** `/v1/subscriptions`: retrieve, list (by customer, status), update, cancel (DELETE). */
export const subscriptionRoutes = new Hono<StripeEnv>()
  .get("/", async (c) => {
    const { store, params } = c.var;
    const customer = str(params, "customer");
    const price = str(params, "price");
    const status = str(params, "status") ?? "active";
    const found = (await store.all<Subscription>("subscription")).filter(
      (subscription) =>
        (customer === undefined || subscription.customer === customer) &&
        (price === undefined || subscription.items.data.some((item) => item.price.id === price)) &&
        (status === "all" || subscription.status === status),
    );
    return respond(c, listEnvelope(found, params, "/v1/subscriptions"));
  })
  .get("/:id", async (c) =>
    respond(c, await c.var.store.require<Subscription>("subscription", c.req.param("id"))),
  )
  .post("/:id", async (c) => {
    const { store, params } = c.var;
    const before = await store.require<Subscription>("subscription", c.req.param("id"));
    let after = await applyItems(store, before, params);
    const cancel = bool(params, "cancel_at_period_end");
    if (cancel !== undefined && cancel !== before.cancel_at_period_end) {
      after = withCancelAtPeriodEnd(after, cancel, await store.now());
    }
    after = { ...after, metadata: mergeMetadata(after.metadata, obj(params, "metadata")) };
    const previous: Record<string, unknown> = {};
    if (after.items !== before.items) previous.items = before.items;
    for (const field of ["cancel_at_period_end", "cancel_at", "canceled_at", "metadata"] as const) {
      if (JSON.stringify(after[field]) !== JSON.stringify(before[field])) previous[field] = before[field];
    }
    return respond(c, await saveChange(store, before, after, previous));
  })
  .delete("/:id", async (c) => {
    const subscription = await c.var.store.require<Subscription>("subscription", c.req.param("id"));
    return respond(c, await cancelNow(c.var.store, subscription));
  });
