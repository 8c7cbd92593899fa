/**
 * The real `stripe` npm client (the one the product's billing will use) against the sandbox: only
 * the transport is pointed at it. In this pool the sandbox is the worker under test, so the client's
 * fetch goes to exports.default instead of a socket.
 */
import { exports } from "cloudflare:workers";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import {
  CANCEL_URL,
  captureWebhooks,
  KEY,
  pathOf,
  SUCCESS_URL,
  submitForm,
  WEBHOOK_SECRET,
} from "./stripe-support";

const stripe = new Stripe(KEY, {
  host: "127.0.0.1",
  port: 8788,
  protocol: "http",
  maxNetworkRetries: 0,
  httpClient: Stripe.createFetchHttpClient((url, init) => exports.default.fetch(new Request(url, init))),
});

let capture: ReturnType<typeof captureWebhooks> | undefined;
afterEach(() => capture?.restore());

describe("the stripe package against the sandbox", () => {
  it("reads the plans, creates a customer and a checkout session with a promotion code", async () => {
    const prices = await stripe.prices.list({ lookup_keys: ["START_UP"], expand: ["data.product"] });
    const [price] = prices.data;
    expect(price?.unit_amount).toBe(19700);
    const product = price?.product as Stripe.Product | undefined;
    expect(product?.metadata.plan).toBe("START_UP");

    const customer = await stripe.customers.create({ email: "ann@example.com", metadata: { userId: "u1" } });
    expect(customer.id).toMatch(/^cus_/);
    const [code] = (await stripe.promotionCodes.list({ code: "WELCOME10" })).data;
    expect(code?.active).toBe(true);

    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: price?.id as string, quantity: 1 }],
      discounts: [{ promotion_code: code?.id as string }],
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    expect(session.url).toMatch(/\/checkout\/cs_/);
    expect(session.status).toBe("open");
  });

  it("pays at the hosted page, then verifies the signed webhook with constructEventAsync", async () => {
    capture = captureWebhooks();
    const [price] = (await stripe.prices.list({ lookup_keys: ["SCALE_UP"] })).data;
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer_email: "bob@example.com",
      line_items: [{ price: price?.id as string, quantity: 1 }],
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    await submitForm(`${pathOf(session.url as string)}/pay`, { card_number: "4242 4242 4242 4242" });

    const delivered = capture.delivered.find((event) => event.body.includes('"checkout.session.completed"'));
    if (!delivered) throw new Error("no checkout.session.completed delivered");
    const event = await stripe.webhooks.constructEventAsync(
      delivered.body,
      delivered.signature,
      WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
    expect(event.type).toBe("checkout.session.completed");
    const completed = event.data.object as Stripe.Checkout.Session;
    const subscription = await stripe.subscriptions.retrieve(completed.subscription as string);
    expect(subscription.status).toBe("active");

    await expect(
      stripe.webhooks.constructEventAsync(
        delivered.body,
        delivered.signature,
        "whsec_wrong",
        undefined,
        Stripe.createSubtleCryptoProvider(),
      ),
    ).rejects.toThrow();

    const portal = await stripe.billingPortal.sessions.create({
      customer: completed.customer as string,
      return_url: CANCEL_URL,
    });
    expect(portal.url).toMatch(/\/billing-portal\/bps_/);
  });

  it("surfaces Stripe's errors as the client's typed errors", async () => {
    await expect(stripe.customers.retrieve("cus_missing")).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});
