import { describe, expect, it } from "vitest";
import { encode, stripe } from "./stripe-support";

type List<T> = { object: string; data: T[]; has_more: boolean; url: string };
type Price = {
  id: string;
  lookup_key: string;
  unit_amount: number;
  product: string;
  recurring: { interval: string };
};
type StripeErrorBody = { error: { type: string; code?: string; message: string; param?: string } };

describe("the Stripe sandbox's wire format", () => {
  it("refuses calls without a test key, as Stripe does", async () => {
    const missing = await stripe<StripeErrorBody>("GET", "/v1/customers", {}, { key: null });
    expect(missing.status).toBe(401);
    expect(missing.body.error.type).toBe("invalid_request_error");
    expect(missing.body.error.message).toMatch(/did not provide an API key/);

    const live = await stripe<StripeErrorBody>("GET", "/v1/customers", {}, { key: "sk_live_nope1234" });
    expect(live.status).toBe(401);
    expect(live.body.error.code).toBe("api_key_invalid");
  });

  it("accepts basic auth with the key as user name", async () => {
    const { sandboxFetch } = await import("./support/sandbox");
    const response = await sandboxFetch("/v1/products", {
      headers: { Authorization: `Basic ${btoa("sk_test_x:")}` },
    });
    expect(response.status).toBe(200);
  });

  it("parses bracket notation and answers with Stripe objects", async () => {
    expect(encode({ metadata: { userId: "u1" }, expand: ["x"] })).toEqual([
      "metadata[userId]=u1",
      "expand[0]=x",
    ]);
    const created = await stripe("POST", "/v1/customers", {
      email: "ada@example.com",
      name: "Ada",
      metadata: { userId: "u1", plan: "none" },
    });
    expect(created.status).toBe(200);
    expect(created.headers.get("Request-Id")).toMatch(/^req_/);
    expect(created.body).toMatchObject({
      object: "customer",
      email: "ada@example.com",
      metadata: { userId: "u1" },
    });
    expect(String(created.body.id)).toMatch(/^cus_/);

    const updated = await stripe("POST", `/v1/customers/${created.body.id}`, {
      metadata: { plan: "" },
      name: "Ada L.",
    });
    expect(updated.body).toMatchObject({ name: "Ada L.", metadata: { userId: "u1" } });
    expect(updated.body.metadata).not.toHaveProperty("plan");

    const listed = await stripe<List<{ id: string }>>("GET", "/v1/customers", { email: "ada@example.com" });
    expect(listed.body).toMatchObject({ object: "list", has_more: false, url: "/v1/customers" });
    expect(listed.body.data.map((customer) => customer.id)).toEqual([created.body.id]);
  });

  it("seeds the three plans with prices found by lookup key", async () => {
    const prices = await stripe<List<Price>>("GET", "/v1/prices", {
      lookup_keys: ["START_UP", "SCALE_UP", "PROFESSIONAL"],
      expand: ["data.product"],
    });
    expect(prices.status).toBe(200);
    const byKey = Object.fromEntries(prices.body.data.map((price) => [price.lookup_key, price]));
    expect(byKey.START_UP?.unit_amount).toBe(19_700);
    expect(byKey.SCALE_UP?.unit_amount).toBe(39_700);
    expect(byKey.PROFESSIONAL?.unit_amount).toBe(54_700);
    expect(byKey.START_UP?.recurring.interval).toBe("month");
    expect(byKey.PROFESSIONAL?.product).toMatchObject({
      object: "product",
      metadata: { plan: "PROFESSIONAL", adSpendCap: "200000", listPrice: "797" },
    });
  });

  it("pages lists with limit and starting_after", async () => {
    const first = await stripe<List<{ id: string }>>("GET", "/v1/prices", { limit: 2 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.has_more).toBe(true);
    const next = await stripe<List<{ id: string }>>("GET", "/v1/prices", {
      limit: 2,
      starting_after: first.body.data[1]?.id,
    });
    expect(next.body.data[0]?.id).not.toBe(first.body.data[1]?.id);
    const bad = await stripe<StripeErrorBody>("GET", "/v1/prices", { limit: "many" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      type: "invalid_request_error",
      code: "parameter_invalid_integer",
      param: "limit",
    });
  });

  it("answers missing objects, missing params and unknown URLs with Stripe's error bodies", async () => {
    const missing = await stripe<StripeErrorBody>("GET", "/v1/customers/cus_nope");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({
      code: "resource_missing",
      param: "id",
      message: "No such customer: 'cus_nope'",
    });

    const noMode = await stripe<StripeErrorBody>("POST", "/v1/checkout/sessions", {
      success_url: "https://x.test",
    });
    expect(noMode.status).toBe(400);
    expect(noMode.body.error).toMatchObject({ code: "parameter_missing", param: "mode" });

    const unknown = await stripe<StripeErrorBody>("GET", "/v1/charges");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.type).toBe("invalid_request_error");
  });

  it("replays a POST with the same Idempotency-Key and refuses it with other params", async () => {
    const first = await stripe(
      "POST",
      "/v1/customers",
      { email: "idem@example.com" },
      { idempotencyKey: "k-1" },
    );
    const again = await stripe(
      "POST",
      "/v1/customers",
      { email: "idem@example.com" },
      { idempotencyKey: "k-1" },
    );
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const other = await stripe<StripeErrorBody>(
      "POST",
      "/v1/customers",
      { email: "x@example.com" },
      { idempotencyKey: "k-1" },
    );
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe("idempotency_error");
  });
});
