/**
 * DELETE /v1/customers/:id as Stripe documents it, through the real `stripe` client: permanent, the
 * customer's subscriptions cancelled at once, `{id, object, deleted: true}` on the delete and on later
 * retrieves, gone from the list, 404 on a second delete.
 */
import { exports } from "cloudflare:workers";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { captureWebhooks, eventTypes, KEY, subscribe } from "./stripe-support";

const stripe = new Stripe(KEY, {
  host: "127.0.0.1",
  port: 8788,
  protocol: "http",
  maxNetworkRetries: 0,
  httpClient: Stripe.createFetchHttpClient((url, init) => exports.default.fetch(new Request(url, init))),
});

let capture: ReturnType<typeof captureWebhooks> | undefined;
afterEach(() => capture?.restore());

describe("deleting a Stripe customer", () => {
  it("deletes them for good and ends their subscription at once", async () => {
    capture = captureWebhooks();
    const email = "leaving@example.com";
    const session = await subscribe("START_UP", undefined, email);
    const customerId = session.customer as string;
    const subscriptionId = session.subscription as string;
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe("active");

    const before = capture.delivered.length;
    const deleted = await stripe.customers.del(customerId);
    expect(deleted).toMatchObject({ id: customerId, object: "customer", deleted: true });
    expect(eventTypes(capture.delivered.slice(before))).toEqual([
      "customer.subscription.deleted",
      "customer.deleted",
    ]);

    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe("canceled");
    expect(await stripe.customers.retrieve(customerId)).toMatchObject({ id: customerId, deleted: true });
    expect((await stripe.customers.list({ email })).data).toEqual([]);
    await expect(stripe.customers.del(customerId)).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
  });
});
