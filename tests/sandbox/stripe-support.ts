import { vi } from "vitest";
import { sandboxFetch } from "./support/sandbox";

export const KEY = "sk_test_skupilot";
export const WEBHOOK_URL = "http://127.0.0.1:8787/api/billing/webhook";
export const WEBHOOK_SECRET = "whsec_skupilot_local";

type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value };

/** Form encoding as stripe-node sends it: `a[b][0][c]=v`, brackets left unescaped. */
export function encode(params: Record<string, Value>, prefix = ""): string[] {
  return Object.entries(params).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}[${name}]` : name;
    if (value === undefined) return [];
    if (Array.isArray(value))
      return encode(Object.fromEntries(value.map((item, index) => [index, item])), key);
    if (value !== null && typeof value === "object") return encode(value, key);
    return [`${key.replace(/[^[\]]+/g, encodeURIComponent)}=${encodeURIComponent(String(value ?? ""))}`];
  });
}

export type StripeAnswer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** A call to the sandbox's Stripe API with a test key, the way stripe-node makes it. */
export async function stripe<T = Record<string, unknown>>(
  method: string,
  path: string,
  params: Record<string, Value> = {},
  { key = KEY as string | null, idempotencyKey = undefined as string | undefined } = {},
): Promise<StripeAnswer<T>> {
  const query = encode(params).join("&");
  const hasBody = method === "POST";
  const headers: Record<string, string> = {
    "Stripe-Version": "2026-09-30.endive",
    "User-Agent": "Stripe/v1 NodeBindings/23.1.0",
  };
  if (key) headers.Authorization = `Bearer ${key}`;
  if (hasBody) headers["Content-Type"] = "application/x-www-form-urlencoded";
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  const url = hasBody || !query ? path : `${path}?${query}`;
  const response = await sandboxFetch(url, { method, headers, ...(hasBody ? { body: query } : {}) });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Submits a hosted-page form the way a browser would. */
export function submitForm(path: string, fields: Record<string, string>) {
  return sandboxFetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export type Delivered = { url: string; body: string; signature: string };

/** Intercepts the sandbox's webhook deliveries (the sandbox runs in this isolate) and answers `status`. */
export function captureWebhooks(status = () => 200, handle?: (delivered: Delivered) => Promise<void>) {
  const delivered: Delivered[] = [];
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== WEBHOOK_URL) return original(input, init);
    delivered.push({
      url: request.url,
      body: await request.text(),
      signature: request.headers.get("Stripe-Signature") ?? "",
    });
    await handle?.(delivered.at(-1) as Delivered);
    return new Response("ok", { status: status() });
  });
  return { delivered, restore: () => spy.mockRestore() };
}

/** Recomputes Stripe's v1 signature: HMAC-SHA256 of `${t}.${payload}` with the endpoint secret. */
export async function expectedSignature(payload: string, header: string, secret = WEBHOOK_SECRET) {
  const t = /t=(\d+)/.exec(header)?.[1] ?? "";
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`));
  return { t: Number(t), v1: [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("") };
}

export const eventTypes = (delivered: Delivered[]) =>
  delivered.map((d) => (JSON.parse(d.body) as { type: string }).type);

type Price = { id: string; lookup_key: string; product: string };

export async function priceFor(plan: string) {
  const prices = await stripe<{ data: Price[] }>("GET", "/v1/prices", { lookup_keys: [plan] });
  const price = prices.body.data[0];
  if (!price) throw new Error(`no price for ${plan}`);
  return price;
}

export const SUCCESS_URL = "http://127.0.0.1:8787/settings?checkout={CHECKOUT_SESSION_ID}#subscriptions";
export const CANCEL_URL = "http://127.0.0.1:8787/settings#subscriptions";

export type Session = {
  id: string;
  url: string;
  status: string;
  subscription: string | null;
  customer: string;
};

/** A subscription-mode Checkout Session for a plan, as the product creates it. */
export async function openCheckout(plan: string, extra: Record<string, Value> = {}) {
  const price = await priceFor(plan);
  return stripe<Session>("POST", "/v1/checkout/sessions", {
    mode: "subscription",
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    ...extra,
  });
}

/** Opens Checkout for a plan and pays it on the hosted page (optionally with a code); answers the session. */
export async function subscribe(plan: string, code?: string, email = `${plan.toLowerCase()}@example.com`) {
  const session = await openCheckout(plan, { customer_email: email, allow_promotion_codes: true });
  const page = pathOf(session.body.url);
  if (code) await submitForm(`${page}/promotion`, { code });
  const paid = await submitForm(`${page}/pay`, { card_number: "4242 4242 4242 4242" });
  if (paid.status !== 303) throw new Error(`pay failed: ${paid.status} ${await paid.text()}`);
  return (await stripe<Session>("GET", `/v1/checkout/sessions/${session.body.id}`)).body;
}
