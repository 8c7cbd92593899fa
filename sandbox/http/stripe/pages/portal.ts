import { Hono } from "hono";
import { type StripeEnv, withStore } from "../api/context";
import { saveChange, withCancelAtPeriodEnd, withPrice } from "../billing/changes";
import type { PortalSession, Subscription } from "../billing-types";
import type { StripeStore } from "../store";
import type { Customer, Price, Product } from "../types";
import { dispatch } from "../webhooks";
import { notFound } from "./html";
import { type PlanOption, portalPage } from "./portal-view";

/** The plans offered for switching: each plan product's default (monthly) price. */
async function planOptions(store: StripeStore): Promise<PlanOption[]> {
  const products = (await store.all<Product>("product")).filter(
    (product) => product.active && product.metadata.plan,
  );
  const options = await Promise.all(
    products.map(async (product) => ({
      product,
      price: await store.get<Price>("price", product.default_price ?? ""),
    })),
  );
  return options
    .filter((option): option is PlanOption => option.price !== undefined)
    .sort((a, b) => a.price.unit_amount - b.price.unit_amount);
}

const NOTICES: Record<string, string> = {
  switched: "Your plan was updated.",
  canceled: "Your plan will be canceled at the end of the billing period.",
  renewed: "Your plan will renew.",
};

/** The hosted billing portal behind a portal session's `url`. */
export const portalPages = new Hono<StripeEnv>()
  .use(withStore)
  .get("/:id", async (c) => {
    const { store } = c.var;
    const session = await store.get<PortalSession>("portal_session", c.req.param("id"));
    if (!session) return c.html(notFound("No such billing portal session."), 404);
    const customer = await store.require<Customer>("customer", session.customer);
    const subscriptions = (await store.all<Subscription>("subscription")).filter(
      (subscription) => subscription.customer === customer.id && subscription.status !== "canceled",
    );
    const notice = NOTICES[c.req.query("done") ?? ""];
    const plans = await planOptions(store);
    return c.html(portalPage({ session, customer, subscriptions, plans, ...(notice ? { notice } : {}) }));
  })
  .post("/:id/:action{switch|cancel|renew}", async (c) => {
    const { store } = c.var;
    const session = await store.get<PortalSession>("portal_session", c.req.param("id"));
    if (!session) return c.html(notFound("No such billing portal session."), 404);
    const form = await c.req.parseBody();
    const before = await store.get<Subscription>("subscription", String(form.subscription ?? ""));
    if (!before || before.customer !== session.customer || before.status === "canceled") {
      return c.html(notFound("No such subscription for this customer."), 404);
    }
    const action = c.req.param("action");
    if (action === "switch") {
      const price = await store.get<Price>("price", String(form.price ?? ""));
      const item = before.items.data[0];
      if (!price || !item) return c.html(notFound("No such plan."), 404);
      if (price.id !== item.price.id) {
        await saveChange(store, before, withPrice(before, item.id, price), { items: before.items });
      }
    } else {
      const cancel = action === "cancel";
      const after = withCancelAtPeriodEnd(before, cancel, await store.now());
      const { cancel_at_period_end, cancel_at, canceled_at } = before;
      if (before.cancel_at_period_end !== cancel) {
        await saveChange(store, before, after, { cancel_at_period_end, cancel_at, canceled_at });
      }
    }
    await dispatch(store);
    const done = action === "switch" ? "switched" : action === "cancel" ? "canceled" : "renewed";
    return c.redirect(`/billing-portal/${session.id}?done=${done}`, 303);
  });
