/**
 * The 1001 gate (issue 18; document 000 §2.1, §6, §8): every signed-in route of the app's own route
 * table answers 403/1001 once a seller has neither a trial nor a live subscription, but the open ones.
 * The trial ends on the product's clock, moved here as the other tests move it (the sandbox's clock).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { NO_SUBSCRIPTION_MESSAGE } from "../../../worker/contracts/billing/product-access";
import { CHAT_PLAN_MESSAGE } from "../../../worker/contracts/chat/chat-eligibility";
import { isOpenWithoutSubscription } from "../../../worker/middleware/open-without-subscription";
import { signedInUser } from "../support/accounts";
import { sandboxControl } from "../support/amazon";
import { call } from "../support/http";
import { deliver, deliverAllOf, eventsOf, stripeApi, subscribedSeller } from "../support/stripe";

type Route = { method: string; path: string };

/** Every route a handler serves under /api, once per method and path, as Hono registered them. */
const apiRoutes: Route[] = [
  ...new Map(
    app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
      .map(({ method, path }) => [`${method} ${path}`, { method, path }]),
  ).values(),
];

/** The route called with "1" for each path parameter, a JSON body when the method takes one. */
const request = ({ method, path }: Route, cookie?: string) =>
  call(path.replace(/:\w+(\{[^}]*\})?/g, "1"), {
    method,
    cookie,
    body: method === "GET" ? undefined : {},
  });

const openWithout = ({ method, path }: Route) => isOpenWithoutSubscription(method, path.slice("/api".length));
const name = ({ method, path }: Route) => `${method} ${path}`;

/** The routes that ask for a session (401 without one): the gate stands behind that one. */
async function signedInRoutes() {
  const found: Route[] = [];
  for (const route of apiRoutes) if ((await request(route)).status === 401) found.push(route);
  return found;
}

/** The AI assistant's routes: they need one of the chat's plans as well (document 001 §2), so no trial. */
const isChatRoute = ({ path }: Route) => /^\/api\/(chats|widget-actions)(\/|$)/.test(path);

/**
 * The routes of `routes` that answer 403/1001 to the seller for want of a trial or subscription. The
 * chat's routes refusing a seller with no plan (a trial) answer 1001 with the chat's own message: listed
 * apart, in `chatRefused`.
 */
async function refusedFor(cookie: string, routes: Route[], chatRefused: string[] = []) {
  const refused: string[] = [];
  for (const route of routes) {
    const { status, json } = await request(route, cookie);
    if (json?.data?.code === 1001) {
      expect(status, name(route)).toBe(403);
      if (json.data.message === CHAT_PLAN_MESSAGE && isChatRoute(route)) {
        chatRefused.push(name(route));
        continue;
      }
      expect(json.data.message, name(route)).toBe(NO_SUBSCRIPTION_MESSAGE);
      refused.push(name(route));
    }
  }
  return refused;
}

const accountList = (cookie: string) => call("/api/amazon/profiles", { cookie });

const setStatus = (subscription: string, status: string) =>
  env.DB.prepare("update billing_subscriptions set status = ? where stripe_subscription_id = ?")
    .bind(status, subscription)
    .run();

describe("the subscription gate (1001)", () => {
  let signedIn: Route[];
  let gated: Route[];
  let trialOnly: Awaited<ReturnType<typeof signedInUser>>;
  let subscriber: Awaited<ReturnType<typeof subscribedSeller>>;
  let cancelled: Awaited<ReturnType<typeof subscribedSeller>>;
  let unpaid: Awaited<ReturnType<typeof subscribedSeller>>;
  let pastDue: Awaited<ReturnType<typeof subscribedSeller>>;

  beforeAll(async () => {
    signedIn = await signedInRoutes();
    gated = signedIn.filter((route) => !openWithout(route));
    trialOnly = await signedInUser("trial");
    subscriber = await subscribedSeller("SCALE_UP", "subscriber");
    cancelled = await subscribedSeller("START_UP", "cancelled");
    unpaid = await subscribedSeller("START_UP", "unpaid");
    pastDue = await subscribedSeller("PROFESSIONAL", "past-due");
    for (const seller of [subscriber, cancelled, unpaid, pastDue]) await deliverAllOf(seller.customer);
  });

  it("finds the app's signed-in routes in its route table, and opens exactly these without a subscription", () => {
    expect(gated.length).toBeGreaterThan(40);
    expect(gated.map(name)).toContain("GET /api/amazon/profiles");
    expect(signedIn.filter(openWithout).map(name).sort()).toEqual(
      [
        "GET /api/clock",
        "GET /api/subscriptions/create-checkout-session",
        "GET /api/subscriptions/create-portal-session",
        "GET /api/subscriptions/promotion-code",
        "GET /api/subscriptions/promotion-code/:code",
        "POST /api/subscriptions/promotion-code/:code",
        "DELETE /api/users/account",
        "DELETE /api/users/sessions",
        "GET /api/users",
        "GET /api/users/account/export",
        "GET /api/users/connected-amazon-accounts",
        "PATCH /api/users",
        "POST /api/invitations/accept",
        "POST /api/support/ticket",
        "POST /api/users/email-verification",
        "PUT /api/subscriptions/plan",
        "PUT /api/users/password",
      ].sort(),
    );
  });

  it("lets a seller in trial through every route, but the chat's, which needs a plan", async () => {
    const chatRefused: string[] = [];
    expect(await refusedFor(trialOnly.cookie, signedIn, chatRefused)).toEqual([]);
    expect(chatRefused).toEqual(signedIn.filter(isChatRoute).map(name));
    expect(chatRefused.length).toBeGreaterThan(10);
    expect((await accountList(trialOnly.cookie)).status).toBe(200);
  });

  it("answers 403/1001 on every gated route once the trial is over, and not on the open ones", async () => {
    const { clock } = await sandboxControl("/_sandbox/clock/advance", { duration: "15d" });
    expect(clock).toBeDefined();

    expect(await refusedFor(trialOnly.cookie, signedIn)).toEqual(gated.map(name));
    // The account list too: the web app then shows its billing-only area.
    const list = await accountList(trialOnly.cookie);
    expect(list.status).toBe(403);
    expect(list.json).toEqual({ status: "ERROR", data: { code: 1001, message: NO_SUBSCRIPTION_MESSAGE } });
    // Their own record stays readable, with the trial's end in the past.
    const user = await call("/api/users", { cookie: trialOnly.cookie });
    expect(user.status).toBe(200);
    expect(user.json.data.tariffPlan).toBeNull();
  });

  it("lets a subscriber through after the trial", async () => {
    expect((await call("/api/users", { cookie: subscriber.cookie })).json.data.tariffPlan).toBe("SCALE_UP");
    const chatRefused: string[] = [];
    expect(await refusedFor(subscriber.cookie, signedIn, chatRefused)).toEqual([]);
    expect(chatRefused).toEqual([]);
    expect((await accountList(subscriber.cookie)).status).toBe(200);
  });

  it("keeps a past_due subscription in (the payment grace) and refuses a cancelled or unpaid one", async () => {
    // The sandbox's cards never fail a renewal: Stripe's dunning states are written as its webhooks would leave them.
    await setStatus(pastDue.subscription, "past_due");
    expect((await accountList(pastDue.cookie)).status).toBe(200);

    await setStatus(unpaid.subscription, "unpaid");
    expect((await accountList(unpaid.cookie)).json.data.code).toBe(1001);

    expect((await accountList(cancelled.cookie)).status).toBe(200);
    await stripeApi("DELETE", `/v1/subscriptions/${cancelled.subscription}`);
    const deleted = (await eventsOf(cancelled.customer)).find(
      (event) => event.type === "customer.subscription.deleted",
    );
    expect((await deliver(deleted)).json.data.outcome).toBe("applied");
    expect(await refusedFor(cancelled.cookie, signedIn)).toEqual(gated.map(name));
  });

  it("starts a new seller's trial at sign-up on the product's clock, wherever it stands", async () => {
    const late = await signedInUser("late");
    expect((await accountList(late.cookie)).status).toBe(200);
  });
});
