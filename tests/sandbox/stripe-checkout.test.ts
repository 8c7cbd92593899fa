import { afterEach, describe, expect, it } from "vitest";
import {
  CANCEL_URL,
  captureWebhooks,
  eventTypes,
  expectedSignature,
  openCheckout,
  pathOf,
  stripe,
  submitForm,
} from "./stripe-support";
import { sandboxFetch } from "./support/sandbox";

type Subscription = {
  id: string;
  status: string;
  current_period_start: number;
  current_period_end: number;
  items: { data: { price: { lookup_key: string }; current_period_end: number }[] };
  discount: { source: { coupon: string }; promotion_code: string } | null;
  latest_invoice: { amount_paid: number; subtotal: number; total_discount_amounts: { amount: number }[] };
};

let capture = captureWebhooks();
afterEach(() => {
  capture.restore();
  capture = captureWebhooks();
});

describe("hosted Checkout", () => {
  it("shows the plan, applies a promotion code, declines the test card, then pays and subscribes", async () => {
    const customer = await stripe("POST", "/v1/customers", { email: "buyer@example.com" });
    const session = await openCheckout("START_UP", {
      customer: String(customer.body.id),
      allow_promotion_codes: true,
      client_reference_id: "user-42",
      metadata: { userId: "user-42", plan: "START_UP" },
    });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ object: "checkout.session", status: "open", mode: "subscription" });
    expect(session.body.id).toMatch(/^cs_test_/);
    const page = pathOf(session.body.url);
    expect(page).toBe(`/checkout/${session.body.id}`);

    const html = await (await sandboxFetch(page)).text();
    expect(html).toContain("Skupilot Start Up");
    expect(html).toContain("$197.00");
    expect(html).toContain("buyer@example.com");
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).toContain(`href="${CANCEL_URL}"`);

    const applied = await submitForm(`${page}/promotion`, { code: "launch20" });
    expect(applied.status).toBe(303);
    const discounted = await (await sandboxFetch(page)).text();
    expect(discounted).toContain("LAUNCH20");
    expect(discounted).toContain("−$39.40");
    expect(discounted).toContain("$157.60");

    const declined = await submitForm(`${page}/pay`, { card_number: "4000 0000 0000 0002" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");

    const paid = await submitForm(`${page}/pay`, { card_number: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(
      `http://127.0.0.1:8787/settings?checkout=${session.body.id}#subscriptions`,
    );

    const completed = await stripe("GET", `/v1/checkout/sessions/${session.body.id}`);
    expect(completed.body).toMatchObject({
      status: "complete",
      payment_status: "paid",
      amount_total: 15_760,
    });
    const subscription = await stripe<Subscription>(
      "GET",
      `/v1/subscriptions/${completed.body.subscription}`,
      {
        expand: ["latest_invoice"],
      },
    );
    expect(subscription.body.status).toBe("active");
    expect(subscription.body.items.data[0]?.price.lookup_key).toBe("START_UP");
    expect(subscription.body.current_period_end).toBeGreaterThan(subscription.body.current_period_start);
    expect(subscription.body.items.data[0]?.current_period_end).toBe(subscription.body.current_period_end);
    expect(subscription.body.discount?.source.coupon).toBe("LAUNCH20");
    expect(subscription.body.latest_invoice).toMatchObject({ subtotal: 19_700, amount_paid: 15_760 });

    // Paid sessions cannot be paid again.
    expect(await (await sandboxFetch(page)).text()).toContain("already paid");
  });

  it("delivers signed webhooks: subscription created, invoice paid, session completed", async () => {
    const session = await openCheckout("SCALE_UP", {
      customer_email: "hooks@example.com",
      client_reference_id: "u7",
    });
    await submitForm(`${pathOf(session.body.url)}/pay`, { card_number: "4242424242424242" });
    const types = eventTypes(capture.delivered);
    expect(types).toEqual(
      expect.arrayContaining(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]),
    );
    expect(types.indexOf("checkout.session.completed")).toBeGreaterThan(types.indexOf("invoice.paid"));

    for (const delivery of capture.delivered) {
      const { t, v1 } = await expectedSignature(delivery.body, delivery.signature);
      expect(delivery.signature).toBe(`t=${t},v1=${v1}`);
      expect(Math.abs(Date.now() / 1000 - t)).toBeLessThan(300);
    }
    const completed = capture.delivered.find((d) => d.body.includes('"checkout.session.completed"'));
    const event = JSON.parse(completed?.body ?? "{}");
    expect(event).toMatchObject({ object: "event", livemode: false, api_version: "2026-09-30.endive" });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.object).toMatchObject({
      id: session.body.id,
      client_reference_id: "u7",
      status: "complete",
    });
    expect(event.data.object).not.toHaveProperty("line_items");

    const invoice = JSON.parse(
      capture.delivered.find((d) => d.body.includes('"invoice.paid"'))?.body ?? "{}",
    );
    expect(invoice.data.object).toMatchObject({ object: "invoice", amount_paid: 39_700, status: "paid" });
  });

  it("records failed deliveries and retries them", async () => {
    capture.restore();
    let answer = 500;
    capture = captureWebhooks(() => answer);
    const session = await openCheckout("START_UP", { customer_email: "retry@example.com" });
    await submitForm(`${pathOf(session.body.url)}/pay`, { card_number: "4242424242424242" });
    type Listed = { events: { id: string; type: string; delivery: { status: string; attempts: number } }[] };
    const before = (await (await sandboxFetch("/_sandbox/stripe/events")).json()) as Listed;
    const failed = before.events.filter((event) => event.delivery.status === "failed");
    expect(failed.map((event) => event.type)).toContain("checkout.session.completed");

    answer = 200;
    const retried = await sandboxFetch("/_sandbox/stripe/webhooks/retry", { method: "POST" });
    expect(((await retried.json()) as { failed: string[] }).failed).toEqual([]);
    const after = (await (await sandboxFetch("/_sandbox/stripe/events")).json()) as Listed;
    for (const event of after.events) expect(event.delivery.status).toBe("delivered");
  });
});
