import { describe, expect, it } from "vitest";
import { KEY, openCheckout, stripe } from "./stripe-support";
import { sandboxFetch } from "./support/sandbox";

type StripeErrorBody = { error: { type: string; code?: string; message: string; param?: string } };

describe("what stripe-node sends", () => {
  it("ignores parameters the sandbox does not model", async () => {
    const created = await stripe("POST", "/v1/customers", {
      email: "extra@example.com",
      preferred_locales: ["en"],
      invoice_settings: { footer: "thanks" },
    });
    expect(created.status).toBe(200);
    const session = await openCheckout("START_UP", {
      customer_email: "extra@example.com",
      billing_address_collection: "auto",
      subscription_data: { metadata: { userId: "u9" } },
      payment_method_types: ["card"],
    });
    expect(session.status).toBe(200);
  });

  it("expands with expand[] or expand[0], through lists and nested ids", async () => {
    const session = await openCheckout("SCALE_UP", { customer_email: "exp@example.com" });
    const headers = { Authorization: `Bearer ${KEY}`, "Stripe-Version": "2026-09-30.endive" };
    const bare = await sandboxFetch(`/v1/checkout/sessions/${session.body.id}?expand[]=line_items`, {
      headers,
    });
    const body = (await bare.json()) as { line_items: { data: { price: { lookup_key: string } }[] } };
    expect(body.line_items.data[0]?.price.lookup_key).toBe("SCALE_UP");

    const codes = await stripe<{
      data: { promotion: { coupon: { object: string; percent_off: number } } }[];
    }>("GET", "/v1/promotion_codes", { code: "LOYAL15", expand: ["data.promotion.coupon"] });
    expect(codes.body.data[0]?.promotion.coupon).toMatchObject({ object: "coupon", percent_off: 15 });

    const plain = await stripe("GET", `/v1/checkout/sessions/${session.body.id}`);
    expect(plain.body).not.toHaveProperty("line_items");

    const bad = await stripe<StripeErrorBody>("GET", "/v1/prices", { expand: ["data.nothing"] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("expand");
  });

  it("refuses shapes it cannot honour, naming the parameter", async () => {
    const inline = await stripe<StripeErrorBody>("POST", "/v1/checkout/sessions", {
      mode: "subscription",
      success_url: "https://app.test/ok",
      line_items: [{ price_data: { currency: "usd", unit_amount: 100 }, quantity: 1 }],
    });
    expect(inline.status).toBe(400);
    expect(inline.body.error.param).toBe("line_items[0][price_data]");

    const payment = await stripe<StripeErrorBody>("POST", "/v1/checkout/sessions", {
      mode: "payment",
      success_url: "https://app.test/ok",
    });
    expect(payment.status).toBe(400);
    expect(payment.body.error.param).toBe("mode");

    const badUrl = await openCheckout("START_UP", { success_url: "not a url" });
    expect(badUrl.status).toBe(400);
    expect((badUrl.body as unknown as StripeErrorBody).error).toMatchObject({
      code: "url_invalid",
      param: "success_url",
    });
  });

  it("refuses a broken JSON body with 400", async () => {
    const response = await sandboxFetch("/v1/customers", {
      method: "POST",
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as StripeErrorBody).error.type).toBe("invalid_request_error");
  });

  it("answers errors with a Request-Id too", async () => {
    const missing = await stripe("GET", "/v1/subscriptions/sub_nope");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Request-Id")).toMatch(/^req_/);
    expect(missing.headers.get("Content-Type")).toContain("application/json");
  });
});
