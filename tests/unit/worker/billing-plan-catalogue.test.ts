/** The plans found by lookup key, and created once in a Stripe account that lacks some (issue 18). */
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { planCatalogue } from "../../../worker/billing/plan-catalogue";

type Call = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null };

/** A Stripe account holding START_UP only, answering as Stripe does (idempotent POSTs replayed). */
function stripeWithStartUpOnly() {
  const calls: Call[] = [];
  const replies = new Map<string, unknown>();
  let next = 0;
  const startUp = {
    id: "price_start",
    object: "price",
    lookup_key: "START_UP",
    unit_amount: 19700,
    product: {
      id: "prod_start",
      object: "product",
      metadata: { listPrice: "397", adSpendCap: "10000", benefits: "support team" },
    },
  };
  const answer = (form: URLSearchParams, path: string) => {
    next += 1;
    if (path === "/v1/products") {
      const metadata = Object.fromEntries(
        [...form]
          .filter(([key]) => key.startsWith("metadata["))
          .map(([key, value]) => [key.slice(9, -1), value]),
      );
      return { id: `prod_${next}`, object: "product", metadata };
    }
    const product = [...replies.values()].find(
      (reply) => (reply as { id: string }).id === form.get("product"),
    );
    return {
      id: `price_${next}`,
      object: "price",
      lookup_key: form.get("lookup_key"),
      unit_amount: Number(form.get("unit_amount")),
      product,
    };
  };
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const { pathname } = new URL(String(url));
    const headers = new Headers(init?.headers);
    const form = new URLSearchParams(String(init?.body ?? ""));
    const idempotencyKey = headers.get("Idempotency-Key");
    calls.push({ method: init?.method ?? "GET", path: pathname, form, idempotencyKey });
    let body: unknown;
    if (pathname === "/v1/prices" && init?.method === "GET")
      body = { object: "list", data: [startUp], has_more: false };
    else {
      const key = `${pathname}:${idempotencyKey}`;
      if (!replies.has(key)) replies.set(key, answer(form, pathname));
      body = replies.get(key);
    }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  const stripe = new Stripe("sk_test_unit", {
    httpClient: Stripe.createFetchHttpClient(fetch as typeof globalThis.fetch),
    maxNetworkRetries: 0,
  });
  return { stripe, calls };
}

describe("the plan catalogue", () => {
  it("finds plans by lookup key and creates the missing ones with document 001 §9's terms", async () => {
    const { stripe, calls } = stripeWithStartUpOnly();
    const plans = await planCatalogue(stripe);
    expect(plans).toEqual([
      {
        plan: "START_UP",
        priceId: "price_start",
        productId: "prod_start",
        price: 197,
        listPrice: 397,
        adSpendCap: 10_000,
        benefits: ["support team"],
      },
      expect.objectContaining({
        plan: "SCALE_UP",
        price: 397,
        listPrice: 597,
        adSpendCap: 50_000,
        benefits: ["support team", "onboarding support"],
      }),
      expect.objectContaining({
        plan: "PROFESSIONAL",
        price: 547,
        listPrice: 797,
        adSpendCap: 200_000,
        benefits: ["support team", "onboarding support", "VIP support"],
      }),
    ]);
    const created = calls.filter((call) => call.method === "POST");
    expect(created.map((call) => [call.path, call.idempotencyKey])).toEqual([
      ["/v1/products", "skupilot-plan-product-SCALE_UP-v1"],
      ["/v1/prices", "skupilot-plan-price-SCALE_UP-v1"],
      ["/v1/products", "skupilot-plan-product-PROFESSIONAL-v1"],
      ["/v1/prices", "skupilot-plan-price-PROFESSIONAL-v1"],
    ]);
    const scaleUpPrice = created[1]?.form;
    expect(scaleUpPrice?.get("lookup_key")).toBe("SCALE_UP");
    expect(scaleUpPrice?.get("recurring[interval]")).toBe("month");
    expect(scaleUpPrice?.get("currency")).toBe("usd");
  });

  it("creates nothing twice: a second setup replays the same objects", async () => {
    const { stripe } = stripeWithStartUpOnly();
    const first = await planCatalogue(stripe);
    const second = await planCatalogue(stripe);
    expect(second.map((plan) => plan.priceId)).toEqual(first.map((plan) => plan.priceId));
  });
});
