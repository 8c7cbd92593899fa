import { env, exports } from "cloudflare:workers";
import { signedInUser } from "./accounts";
import { call, ORIGIN } from "./http";

export const WEBHOOK_SECRET = "whsec_skupilot_local";
const KEY = "sk_test_skupilot_workers";

// biome-ignore lint/suspicious/noExplicitAny: tests read Stripe's objects by field and assert them
export type StripeEvent = { id: string; type: string; created: number; data: { object: any } };

/** A call to the sandbox's Stripe API, as a script with the secret key would make it. */
export async function stripeApi(method: string, path: string, form: Record<string, string> = {}) {
  const body = new URLSearchParams(form).toString();
  const response = await fetch(`${env.SANDBOX_URL}${path}${method === "GET" && body ? `?${body}` : ""}`, {
    method,
    headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/x-www-form-urlencoded" },
    ...(method === "GET" ? {} : { body }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return { status: response.status, body: (await response.json()) as any };
}

/** Every event the sandbox's Stripe emitted so far, oldest first. */
export async function stripeEvents(): Promise<StripeEvent[]> {
  const response = await fetch(`${env.SANDBOX_URL}/_sandbox/stripe/events`);
  const { events } = (await response.json()) as { events: { event: StripeEvent }[] };
  return events.map(({ event }) => event).sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
}

/** The events about one customer (their subscription's, invoices' and checkout's), oldest first. */
export async function eventsOf(customerId: string) {
  return (await stripeEvents()).filter((event) => event.data.object?.customer === customerId);
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** `Stripe-Signature` as Stripe computes it: HMAC-SHA256 of "<t>.<payload>" with the endpoint secret. */
export async function signatureOf(
  payload: string,
  secret = WEBHOOK_SECRET,
  t = Math.floor(Date.now() / 1000),
) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return `t=${t},v1=${hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`)))}`;
}

/** Posts an event to the Worker's webhook as Stripe delivers it (signed unless a signature is given). */
export async function deliver(event: unknown, signature?: string) {
  const payload = JSON.stringify(event, null, 2);
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/billing/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Stripe-Signature": signature ?? (await signatureOf(payload)),
      },
      body: payload,
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return { status: response.status, json: (await response.json()) as any };
}

/** Pays a hosted Checkout page with the sandbox's good test card; answers the completed session. */
export async function payCheckout(url: string) {
  const paid = await fetch(`${url}/pay`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }).toString(),
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`pay failed: ${paid.status} ${await paid.text()}`);
  const id = new URL(url).pathname.split("/").at(-1) as string;
  return (await stripeApi("GET", `/v1/checkout/sessions/${id}`)).body;
}

/** The D1 billing rows of a user, read straight from the database. */
export async function billingRows(userId: string) {
  const subscriptions = await env.DB.prepare(
    "SELECT stripe_subscription_id, plan, status, cancel_at_period_end, current_period_end, promotion_code_id FROM billing_subscriptions WHERE user_id = ? ORDER BY stripe_created_at",
  )
    .bind(userId)
    .all();
  const user = await env.DB.prepare("SELECT tariff_plan FROM users WHERE id = ?").bind(userId).first();
  return { subscriptions: subscriptions.results, tariffPlan: user?.tariff_plan ?? null };
}

/**
 * The seller buys `plan` through the sandbox's hosted Checkout, and Stripe's checkout.session.completed
 * reaches the Worker's webhook (the test sandbox delivers nothing itself). Answers the Stripe ids.
 */
export async function buyPlan(cookie: string, plan: string) {
  const { customer, subscription } = await paidCheckout(cookie, plan);
  const [completed] = (await eventsOf(customer)).filter(
    (event) => event.type === "checkout.session.completed",
  );
  if ((await deliver(completed)).json.data.outcome !== "applied") throw new Error("checkout not applied");
  return { customer, subscription };
}

/** Switches the seller's plan as the Subscriptions tab does, and delivers Stripe's update to the webhook. */
export async function switchPlan(cookie: string, customer: string, plan: string) {
  const before = new Set((await eventsOf(customer)).map((event) => event.id));
  const switched = await call(`/api/subscriptions/plan?plan=${plan}`, { method: "PUT", cookie });
  if (switched.status !== 200) throw new Error(`switch failed: ${JSON.stringify(switched.json)}`);
  const updates = (await eventsOf(customer)).filter(
    (event) => !before.has(event.id) && event.type === "customer.subscription.updated",
  );
  for (const update of updates) await deliver(update);
}

const BACK_TO_SUBSCRIPTIONS = `${ORIGIN}/settings#subscriptions`;

/** The seller pays the sandbox's hosted Checkout for `plan`; no event delivered to the Worker yet. */
async function paidCheckout(cookie: string, plan: string) {
  const checkout = await call(
    `/api/subscriptions/create-checkout-session?plan=${plan}&redirect=${encodeURIComponent(BACK_TO_SUBSCRIPTIONS)}`,
    { cookie },
  );
  if (checkout.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(checkout.json)}`);
  const session = await payCheckout(checkout.json.data.url);
  return { customer: session.customer as string, subscription: session.subscription as string };
}

/** A new seller who paid Checkout for a plan in the sandbox; no event delivered to the Worker yet. */
export async function subscribedSeller(plan = "SCALE_UP", prefix = "billing") {
  const seller = await signedInUser(prefix);
  return { ...seller, ...(await paidCheckout(seller.cookie, plan)) };
}

/** Delivers every event about the customer so far, oldest first, as Stripe would. */
export async function deliverAllOf(customerId: string) {
  for (const event of await eventsOf(customerId)) await deliver(event);
}
