import { env } from "cloudflare:workers";
import type { StripeEvent } from "./billing-types";
import type { StripeStore } from "./store";

export const API_VERSION = "2026-09-30.endive";
/** Failed deliveries are retried automatically (at most once a second) up to this many attempts. */
const MAX_AUTOMATIC_ATTEMPTS = 20;
const DELIVERY_TIMEOUT_MS = 10_000;
/** How long the request that caused an event waits for its delivery before answering anyway. */
const RESPONSE_WAIT_MS = 1_500;

export type Delivery = {
  event: string;
  type: string;
  url: string;
  payload: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  last_attempt_at: number | null;
  last_status: number | null;
  last_error: string | null;
};

/** False once every recorded delivery has succeeded; lets the per-request retry skip storage. */
let outstanding = true;

const deliveryKey = (id: string) => `stripe:delivery:${id}`;

export const webhookConfig = () => ({
  url: env.STRIPE_WEBHOOK_URL || "http://127.0.0.1:8787/api/billing/webhook",
  secret: env.STRIPE_WEBHOOK_SECRET || "whsec_skupilot_local",
});

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** `Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "<t>.<payload>">`, exactly as Stripe signs. */
export async function signature(payload: string, secret: string, timestamp: number) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  return `t=${timestamp},v1=${hex(mac)}`;
}

/** Records an event and queues its delivery. */
export async function emit(
  store: StripeStore,
  type: string,
  object: unknown,
  previous?: Record<string, unknown>,
  request: StripeEvent["request"] = { id: null, idempotency_key: null },
) {
  const event: StripeEvent = {
    id: await store.newId("event"),
    object: "event",
    api_version: API_VERSION,
    created: await store.now(),
    livemode: false,
    type,
    data: previous ? { object, previous_attributes: previous } : { object },
    pending_webhooks: 1,
    request,
  };
  await store.put("event", event);
  const delivery: Delivery = {
    event: event.id,
    type,
    url: webhookConfig().url,
    payload: JSON.stringify(event, null, 2),
    status: "pending",
    attempts: 0,
    last_attempt_at: null,
    last_status: null,
    last_error: null,
  };
  await store.storage.put(deliveryKey(event.id), delivery);
  outstanding = true;
  return event;
}

export async function deliveries(store: StripeStore) {
  return [...(await store.storage.list<Delivery>({ prefix: "stripe:delivery:" })).values()];
}

async function attempt(store: StripeStore, delivery: Delivery) {
  const { secret } = webhookConfig();
  const sent = Math.floor(Date.now() / 1000);
  let outcome: Pick<Delivery, "status" | "last_status" | "last_error">;
  try {
    const response = await fetch(delivery.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        "Stripe-Signature": await signature(delivery.payload, secret, sent),
      },
      body: delivery.payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    outcome = { status: ok ? "delivered" : "failed", last_status: response.status, last_error: null };
  } catch (error) {
    outcome = { status: "failed", last_status: null, last_error: String(error) };
  }
  const updated = { ...delivery, ...outcome, attempts: delivery.attempts + 1, last_attempt_at: Date.now() };
  await store.storage.put(deliveryKey(delivery.event), updated);
}

const due = (delivery: Delivery, force: boolean) =>
  delivery.status === "pending" ||
  (delivery.status === "failed" &&
    (force ||
      (delivery.attempts < MAX_AUTOMATIC_ATTEMPTS && Date.now() - (delivery.last_attempt_at ?? 0) >= 1_000)));

let queue: Promise<void> = Promise.resolve();
let running = 0;

/**
 * Delivers what is due, in event order, one run at a time; waits at most `waitMs` for it. A request
 * made while a delivery is under way (say, the product's webhook handler calling the API back) does
 * not wait: the delivery it would queue behind may be waiting for that very request.
 */
export function dispatch(store: StripeStore, { force = false, waitMs = RESPONSE_WAIT_MS } = {}) {
  const wait = running > 0 && !force ? 0 : waitMs;
  running++;
  const run = queue
    .then(async () => {
      for (const delivery of await deliveries(store))
        if (due(delivery, force)) await attempt(store, delivery);
      outstanding = (await deliveries(store)).some((delivery) => delivery.status !== "delivered");
    })
    .finally(() => running--);
  queue = run.catch(() => undefined);
  return Promise.race([run, new Promise<void>((resolve) => setTimeout(resolve, wait))]);
}

/** Retries failed deliveries on any sandbox request, without holding that request up. */
export async function retryOutstanding(store: StripeStore) {
  if (outstanding) await dispatch(store, { waitMs: 0 });
}
