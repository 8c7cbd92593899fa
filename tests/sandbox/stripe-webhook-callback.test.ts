import { afterAll, describe, expect, it } from "vitest";
import { captureWebhooks, openCheckout, pathOf, stripe, submitForm } from "./stripe-support";

type Event = { type: string; data: { object: { id: string; customer: string; subscription?: string } } };

const seen: { type: string; status: string }[] = [];

/** A webhook handler like the product's: it calls the Stripe API back before answering. */
const capture = captureWebhooks(
  () => 200,
  async (delivery) => {
    const event = JSON.parse(delivery.body) as Event;
    if (event.type !== "checkout.session.completed") return;
    const subscription = await stripe<{ status: string }>(
      "GET",
      `/v1/subscriptions/${event.data.object.subscription}`,
    );
    await stripe("POST", `/v1/customers/${event.data.object.customer}`, { metadata: { synced: "yes" } });
    seen.push({ type: event.type, status: subscription.body.status });
  },
);
afterAll(() => capture.restore());

describe("webhook handlers that call the API back", () => {
  it("are answered while their delivery is under way, without a stall", async () => {
    const session = await openCheckout("START_UP", { customer_email: "callback@example.com" });
    const started = Date.now();
    const paid = await submitForm(`${pathOf(session.body.url)}/pay`, { card_number: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(seen).toEqual([{ type: "checkout.session.completed", status: "active" }]);

    const completed = await stripe<{ customer: string }>("GET", `/v1/checkout/sessions/${session.body.id}`);
    const customer = await stripe("GET", `/v1/customers/${completed.body.customer}`);
    expect(customer.body.metadata).toEqual({ synced: "yes" });
  });
});
