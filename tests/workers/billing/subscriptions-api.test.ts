/** /api/subscriptions (document 001 §7, issue 18) against the sandbox's Stripe. */
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { deliver, eventsOf, payCheckout, stripeApi } from "../support/stripe";

const APP = "http://127.0.0.1:8787";
const REDIRECT = `${APP}/settings#subscriptions`;
const q = encodeURIComponent;

const checkout = (cookie: string, plan: string, redirect = REDIRECT) =>
  call(`/api/subscriptions/create-checkout-session?plan=${plan}&redirect=${q(redirect)}`, { cookie });
const portal = (cookie: string, redirect = REDIRECT) =>
  call(`/api/subscriptions/create-portal-session?redirect=${q(redirect)}`, { cookie });
const promo = (cookie: string, code?: string, method = "GET") =>
  call(`/api/subscriptions/promotion-code${code === undefined ? "" : `/${q(code)}`}`, { cookie, method });
const sessionOf = async (url: string) =>
  (await stripeApi("GET", `/v1/checkout/sessions/${new URL(url).pathname.split("/").at(-1)}`)).body;

describe("subscriptions", () => {
  let ann: Awaited<ReturnType<typeof signedInUser>>;
  let bob: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    ann = await signedInUser("ann");
    bob = await signedInUser("bob");
  });

  it("are for signed-in sellers only", async () => {
    expect((await call(`/api/subscriptions/promotion-code`)).status).toBe(401);
    expect((await call(`/api/subscriptions/plan?plan=START_UP`, { method: "PUT" })).json.data.code).toBe(
      1009,
    );
  });

  it("checkout and portal refuse a redirect to another site, naming the field", async () => {
    for (const redirect of [
      "https://evil.example/settings",
      "http://127.0.0.1:9999/settings",
      "javascript:alert(1)",
    ]) {
      for (const answer of [
        await checkout(ann.cookie, "START_UP", redirect),
        await portal(ann.cookie, redirect),
      ]) {
        expect(answer.status).toBe(400);
        expect(answer.json.data).toMatchObject({ code: 1005, field: "redirect" });
      }
    }
    const missing = await call("/api/subscriptions/create-checkout-session?plan=START_UP", {
      cookie: ann.cookie,
    });
    expect(missing.json.data).toMatchObject({ code: 1005, field: "redirect" });
    const badPlan = await checkout(ann.cookie, "GOLD");
    expect(badPlan.json.data).toMatchObject({ code: 1005, field: "plan" });
  });

  it("checkout opens the hosted page for the plan's price on the seller's own customer", async () => {
    const answer = await checkout(ann.cookie, "START_UP");
    expect(answer.status).toBe(200);
    expect(answer.json.data.url).toMatch(/\/checkout\/cs_/);
    const session = await sessionOf(answer.json.data.url);
    expect(session).toMatchObject({
      mode: "subscription",
      status: "open",
      client_reference_id: ann.id,
      success_url: REDIRECT,
      allow_promotion_codes: true,
      amount_total: 19700,
    });
    expect(session.customer).toMatch(/^cus_/);
    // The same customer next time.
    const again = await sessionOf((await checkout(ann.cookie, "SCALE_UP")).json.data.url);
    expect(again.customer).toBe(session.customer);
    expect(again.amount_total).toBe(39700);
  });

  it("validates promotion codes: the figures, and only a usable code is attached (by a POST)", async () => {
    expect((await promo(bob.cookie)).json.data).toEqual({ promotionCode: null });
    const unknown = await promo(bob.cookie, "NOPE");
    expect(unknown.status).toBe(404);
    expect(unknown.json.data.code).toBe(1006);

    const expired = await promo(bob.cookie, "SPRING30");
    expect(expired.json.data).toMatchObject({
      couponPercentOff: 30,
      isCouponValid: false,
      isPromotionCodeActive: true,
    });
    const inactive = await promo(bob.cookie, "SUMMER25");
    expect(inactive.json.data).toMatchObject({ isCouponValid: true, isPromotionCodeActive: false });
    expect((await promo(bob.cookie)).json.data).toEqual({ promotionCode: null });

    const welcome = await promo(bob.cookie, "WELCOME10", "POST");
    expect(welcome.status).toBe(200);
    expect(welcome.json.data).toEqual({
      code: "WELCOME10",
      couponName: expect.any(String),
      couponPercentOff: 10,
      couponDurationType: "once",
      isCouponValid: true,
      isPromotionCodeActive: true,
      appliesToPlans: ["START_UP", "SCALE_UP", "PROFESSIONAL"],
    });
    expect((await promo(bob.cookie)).json.data.promotionCode).toMatchObject({
      code: "WELCOME10",
      couponPercentOff: 10,
    });
    expect((await call("/api/users", { cookie: bob.cookie })).json.data.promotionCode).toBe("WELCOME10");
    // Another seller never sees it.
    expect((await promo(ann.cookie)).json.data).toEqual({ promotionCode: null });

    const partner = await promo(bob.cookie, "SELLERCIRCLE", "POST");
    expect(partner.json.data).toMatchObject({
      couponPercentOff: 50,
      couponDurationType: "forever",
      appliesToPlans: ["START_UP"],
    });
    expect(partner.json.data.couponName).toContain("SellerCircle");
  });

  it("checkout carries the attached code where it applies (the partner code: START_UP only)", async () => {
    const startUp = await sessionOf((await checkout(bob.cookie, "START_UP")).json.data.url);
    expect(startUp.discounts).toEqual([{ promotion_code: "promo_SkuSELLERCIRCLE" }]);
    expect(startUp.amount_total).toBe(9850);
    const scaleUp = await sessionOf((await checkout(bob.cookie, "SCALE_UP")).json.data.url);
    expect(scaleUp.discounts).toEqual([]);
    expect(scaleUp.allow_promotion_codes).toBe(true);
  });

  it("portal and plan switch need a subscription; then they act on the seller's own", async () => {
    const carl = await signedInUser("carl");
    expect((await portal(carl.cookie)).json.data.code).toBe(1006);
    expect(
      (await call("/api/subscriptions/plan?plan=SCALE_UP", { method: "PUT", cookie: carl.cookie })).status,
    ).toBe(404);

    const paid = await payCheckout((await checkout(carl.cookie, "START_UP")).json.data.url);
    const [completed] = (await eventsOf(paid.customer)).filter(
      (event) => event.type === "checkout.session.completed",
    );
    await deliver(completed);
    expect((await checkout(carl.cookie, "SCALE_UP")).json.data).toMatchObject({ code: 1005, field: "plan" });

    const portalUrl = (await portal(carl.cookie)).json.data.url;
    expect(portalUrl).toMatch(/\/billing-portal\/bps_/);

    const switched = await call("/api/subscriptions/plan?plan=PROFESSIONAL", {
      method: "PUT",
      cookie: carl.cookie,
    });
    expect(switched.status).toBe(200);
    expect(switched.json.data).toEqual({ plan: "PROFESSIONAL" });
    const live = (await stripeApi("GET", `/v1/subscriptions/${paid.subscription}`)).body;
    expect(live.items.data[0].price.id).toBe("price_SkuProfessional");
    // D1 follows through the webhook, not the call.
    expect((await call("/api/users", { cookie: carl.cookie })).json.data.tariffPlan).toBe("START_UP");
    const [updated] = (await eventsOf(paid.customer)).filter(
      (e) => e.type === "customer.subscription.updated",
    );
    await deliver(updated);
    expect((await call("/api/users", { cookie: carl.cookie })).json.data.tariffPlan).toBe("PROFESSIONAL");

    // Other sellers still have no subscription to open or switch.
    expect(
      (await call("/api/subscriptions/plan?plan=SCALE_UP", { method: "PUT", cookie: ann.cookie })).status,
    ).toBe(404);
    expect((await call("/api/users", { cookie: ann.cookie })).json.data.tariffPlan).toBeNull();
  });
});
