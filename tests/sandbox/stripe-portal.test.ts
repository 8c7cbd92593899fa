import { afterEach, describe, expect, it } from "vitest";
import { captureWebhooks, pathOf, priceFor, stripe, submitForm, subscribe } from "./stripe-support";
import { sandboxFetch } from "./support/sandbox";

type Item = { id: string; price: { id: string; lookup_key: string } };
type Subscription = {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  items: { data: Item[] };
};
type Event = {
  type: string;
  data: {
    object: Subscription;
    previous_attributes?: { items?: { data: Item[] }; cancel_at_period_end?: boolean };
  };
};

let capture = captureWebhooks();
afterEach(() => {
  capture.restore();
  capture = captureWebhooks();
});

const eventsOf = (type: string) =>
  capture.delivered.map((d) => JSON.parse(d.body) as Event).filter((event) => event.type === type);

async function portalFor(customer: string) {
  const session = await stripe<{ id: string; url: string; object: string }>(
    "POST",
    "/v1/billing_portal/sessions",
    {
      customer,
      return_url: "http://127.0.0.1:8787/settings#subscriptions",
    },
  );
  expect(session.body).toMatchObject({ object: "billing_portal.session" });
  expect(session.body.id).toMatch(/^bps_/);
  return pathOf(session.body.url);
}

describe("billing portal and subscription changes", () => {
  it("switches plan on the portal page and sends customer.subscription.updated", async () => {
    const session = await subscribe("START_UP");
    const page = await portalFor(session.customer);
    const html = await (await sandboxFetch(page)).text();
    expect(html).toContain("Skupilot Start Up");
    expect(html).toContain("Switch to Skupilot Scale Up");
    expect(html).toContain('href="http://127.0.0.1:8787/settings#subscriptions"');

    const scaleUp = await priceFor("SCALE_UP");
    const switched = await submitForm(`${page}/switch`, {
      subscription: String(session.subscription),
      price: scaleUp.id,
    });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("Location")).toBe(`${page}?done=switched`);

    const subscription = await stripe<Subscription>("GET", `/v1/subscriptions/${session.subscription}`);
    expect(subscription.body.items.data[0]?.price.lookup_key).toBe("SCALE_UP");
    const [updated] = eventsOf("customer.subscription.updated");
    expect(updated?.data.object.items.data[0]?.price.lookup_key).toBe("SCALE_UP");
    expect(updated?.data.previous_attributes?.items?.data[0]?.price.lookup_key).toBe("START_UP");
  });

  it("cancels at period end on the portal page, and can undo it", async () => {
    const session = await subscribe("PROFESSIONAL");
    const page = await portalFor(session.customer);
    await submitForm(`${page}/cancel`, { subscription: String(session.subscription) });
    const canceled = await stripe<Subscription>("GET", `/v1/subscriptions/${session.subscription}`);
    expect(canceled.body).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(await (await sandboxFetch(page)).text()).toContain("Cancels on");
    await submitForm(`${page}/renew`, { subscription: String(session.subscription) });
    const flags = eventsOf("customer.subscription.updated").map(
      (event) => event.data.object.cancel_at_period_end,
    );
    expect(flags).toEqual([true, false]);
  });

  it("updates through the API: switch an item by id, refuse items without an id, cancel with DELETE", async () => {
    const session = await subscribe("SCALE_UP");
    const path = `/v1/subscriptions/${session.subscription}`;
    const current = await stripe<Subscription>("GET", path);
    const item = current.body.items.data[0];
    const professional = await priceFor("PROFESSIONAL");

    const noId = await stripe<{ error: { param: string } }>("POST", path, {
      items: [{ price: professional.id }],
    });
    expect(noId.status).toBe(400);
    expect(noId.body.error.param).toBe("items[0][id]");

    const switched = await stripe<Subscription>("POST", path, {
      items: [{ id: item?.id, price: professional.id }],
      proration_behavior: "none",
      cancel_at_period_end: true,
    });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ cancel_at_period_end: true });
    expect(switched.body.items.data[0]?.price.lookup_key).toBe("PROFESSIONAL");

    const listed = await stripe<{ data: Subscription[] }>("GET", "/v1/subscriptions", {
      customer: session.customer,
    });
    expect(listed.body.data.map((subscription) => subscription.id)).toEqual([session.subscription]);

    const deleted = await stripe<Subscription>("DELETE", path);
    expect(deleted.body.status).toBe("canceled");
    expect(eventsOf("customer.subscription.deleted")).toHaveLength(1);
    const again = await stripe<{ error: { type: string } }>("POST", path, { cancel_at_period_end: false });
    expect(again.status).toBe(400);
  });
});
