import { afterAll, describe, expect, it } from "vitest";
import { captureWebhooks, eventTypes, openCheckout, pathOf, stripe, subscribe } from "./stripe-support";
import { advanceClock, sandboxFetch } from "./support/sandbox";

type Subscription = { id: string; status: string; current_period_start: number; current_period_end: number };
type Invoice = { billing_reason: string; amount_paid: number; subtotal: number };

const capture = captureWebhooks();
afterAll(() => capture.restore());

describe("subscriptions on the sandbox clock", () => {
  it("renews when the simulated month passes: a once-only code discounts only the first invoice", async () => {
    const session = await subscribe("START_UP", "WELCOME10");
    const path = `/v1/subscriptions/${session.subscription}`;
    const first = (await stripe<Subscription>("GET", path)).body;

    await advanceClock("31d");
    const renewed = (await stripe<Subscription>("GET", path)).body;
    expect(renewed.current_period_start).toBe(first.current_period_end);
    expect(renewed.current_period_end).toBeGreaterThan(renewed.current_period_start);

    const invoices = await stripe<{ data: Invoice[] }>("GET", "/v1/invoices", {
      subscription: String(session.subscription),
    });
    expect(invoices.body.data.map((invoice) => [invoice.billing_reason, invoice.amount_paid])).toEqual([
      ["subscription_cycle", 19_700],
      ["subscription_create", 17_730],
    ]);
    expect(eventTypes(capture.delivered).filter((type) => type === "invoice.paid")).toHaveLength(2);
  });

  it("expires an unpaid Checkout Session after 24 simulated hours", async () => {
    const session = await openCheckout("SCALE_UP", { customer_email: "late@example.com" });
    await advanceClock("25h");
    const expired = await stripe("GET", `/v1/checkout/sessions/${session.body.id}`);
    expect(expired.body).toMatchObject({ status: "expired", url: null });
    expect(await (await sandboxFetch(pathOf(session.body.url))).text()).toContain("no longer open");
    await sandboxFetch("/_sandbox/stripe/webhooks/retry", { method: "POST" });
    expect(eventTypes(capture.delivered)).toContain("checkout.session.expired");
  });
});
