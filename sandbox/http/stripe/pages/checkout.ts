import { Hono } from "hono";
import { type StripeEnv, withStore } from "../api/context";
import { completeCheckout } from "../billing/checkout-complete";
import { expireIfDue } from "../billing/expiry";
import { totals } from "../billing/start-session";
import type { CheckoutSession } from "../billing-types";
import { StripeError } from "../errors";
import { findByCode, redeemable } from "../promotions";
import type { StripeStore } from "../store";
import type { Customer, Product, PromotionCode } from "../types";
import { dispatch } from "../webhooks";
import { cardProblem } from "./cards";
import { type CheckoutView, checkoutPage, closedPage } from "./checkout-view";
import { notFound } from "./html";

async function viewOf(store: StripeStore, session: CheckoutSession, extra: Partial<CheckoutView> = {}) {
  const line = session.line_items.data[0];
  const product = line ? await store.get<Product>("product", line.price.product) : undefined;
  const code = session.discounts[0]?.promotion_code;
  const promotion = code ? await store.get<PromotionCode>("promotion_code", code) : undefined;
  const coupon =
    promotion && line
      ? await redeemable(store, promotion, line.price.product).catch(() => undefined)
      : undefined;
  const customer = session.customer ? await store.get<Customer>("customer", session.customer) : undefined;
  return {
    session,
    planName: product?.name ?? "Subscription",
    email: customer?.email ?? session.customer_email,
    ...(promotion && coupon ? { promotion: { code: promotion, coupon } } : {}),
    ...extra,
  };
}

/** The session behind a page, expired first if its 24 simulated hours have passed. */
async function openSession(store: StripeStore, id: string) {
  const session = await store.get<CheckoutSession>("checkout_session", id);
  return session && expireIfDue(store, session);
}

/** Applies (or removes) a promotion code typed on the page; answers the page's error text when refused. */
async function applyCode(store: StripeStore, session: CheckoutSession, code: string, remove: boolean) {
  if (remove) return { ...session, discounts: [], ...(await totals(store, { ...session, discounts: [] })) };
  if (!session.allow_promotion_codes) return "Promotion codes are not accepted for this purchase.";
  const promotion = code ? await findByCode(store, code) : undefined;
  if (!promotion) return "This code is invalid.";
  try {
    await redeemable(store, promotion, session.line_items.data[0]?.price.product ?? "");
  } catch (error) {
    if (error instanceof StripeError) return "This code is invalid or does not apply to this plan.";
    throw error;
  }
  const discounts = [{ promotion_code: promotion.id }];
  return { ...session, discounts, ...(await totals(store, { ...session, discounts })) };
}

/** The hosted Checkout page behind a session's `url`. */
export const checkoutPages = new Hono<StripeEnv>()
  .use(withStore)
  .get("/:id", async (c) => {
    const session = await openSession(c.var.store, c.req.param("id"));
    if (!session) return c.html(notFound("No such checkout session."), 404);
    if (session.status !== "open") return c.html(closedPage(session));
    return c.html(checkoutPage(await viewOf(c.var.store, session)));
  })
  .post("/:id/promotion", async (c) => {
    const { store } = c.var;
    const session = await openSession(store, c.req.param("id"));
    if (!session) return c.html(notFound("No such checkout session."), 404);
    if (session.status !== "open") return c.html(closedPage(session), 409);
    const form = await c.req.parseBody();
    const applied = await applyCode(store, session, String(form.code ?? ""), form.remove === "1");
    if (typeof applied === "string")
      return c.html(checkoutPage(await viewOf(store, session, { codeError: applied })), 400);
    await store.put("checkout_session", applied);
    return c.redirect(`/checkout/${session.id}`, 303);
  })
  .post("/:id/pay", async (c) => {
    const { store } = c.var;
    const session = await openSession(store, c.req.param("id"));
    if (!session) return c.html(notFound("No such checkout session."), 404);
    if (session.status !== "open") return c.html(closedPage(session), 409);
    const form = await c.req.parseBody();
    const card = String(form.card_number ?? "");
    const email = String(form.email ?? "").trim() || null;
    const problem =
      cardProblem(card) ??
      (!session.customer && !session.customer_email && !email ? "Enter your email address." : undefined);
    if (problem)
      return c.html(
        checkoutPage(await viewOf(store, session, { payError: problem, card, typedEmail: email ?? "" })),
        402,
      );
    const completed = await completeCheckout(store, session, email).catch((error: unknown) => {
      if (error instanceof StripeError) return error;
      throw error;
    });
    if (completed instanceof StripeError) {
      return c.html(checkoutPage(await viewOf(store, session, { payError: completed.message, card })), 400);
    }
    await dispatch(store);
    return c.redirect(completed.success_url.replaceAll("{CHECKOUT_SESSION_ID}", completed.id), 303);
  });
