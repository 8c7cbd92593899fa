import { afterAll, describe, expect, it, vi } from "vitest";
import { captureWebhooks, openCheckout, pathOf, stripe, submitForm } from "./stripe-support";

type Event = { type: string; data: { object: { id: string; customer: string; subscription?: string } } };

/**
 * A request made during a delivery that waited behind it would be held for the sandbox's whole
 * response wait (1.5 s, sandbox/http/stripe/webhooks.ts) before being answered: that is the stall.
 */
const STALL_MS = 1_500;

const seen: { type: string; status: string; callbacksMs: number }[] = [];

/** A webhook handler like the product's: it calls the Stripe API back before answering. */
const capture = captureWebhooks(
  () => 200,
  async (delivery) => {
    const event = JSON.parse(delivery.body) as Event;
    if (event.type !== "checkout.session.completed") return;
    const started = Date.now();
    const subscription = await stripe<{ status: string }>(
      "GET",
      `/v1/subscriptions/${event.data.object.subscription}`,
    );
    await stripe("POST", `/v1/customers/${event.data.object.customer}`, { metadata: { synced: "yes" } });
    seen.push({ type: event.type, status: subscription.body.status, callbacksMs: Date.now() - started });
  },
);
afterAll(() => capture.restore());

describe("webhook handlers that call the API back", () => {
  it("are answered while their delivery is under way, without a stall", async () => {
    const session = await openCheckout("START_UP", { customer_email: "callback@example.com" });
    const paid = await submitForm(`${pathOf(session.body.url)}/pay`, { card_number: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    // Idle, the delivery ends before the payment is answered; a busy machine may answer it first.
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 20_000, interval: 20 });
    expect(seen[0]).toMatchObject({ type: "checkout.session.completed", status: "active" });
    expect(seen[0]?.callbacksMs).toBeLessThan(STALL_MS);

    const completed = await stripe<{ customer: string }>("GET", `/v1/checkout/sessions/${session.body.id}`);
    const customer = await stripe("GET", `/v1/customers/${completed.body.customer}`);
    expect(customer.body.metadata).toEqual({ synced: "yes" });
  });
});
