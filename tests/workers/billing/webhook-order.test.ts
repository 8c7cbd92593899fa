/**
 * L14 (issue 32): two webhook events racing over one subscription. Each re-reads the subscription from
 * Stripe; the one that read it first but writes last must not put the older state back.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Stripe } from "../../../worker/billing/stripe-client";
import { createDatabase } from "../../../worker/db/client";
import { applyStripeEvent } from "../../../worker/services/billing/webhook-events";
import { signedInUser } from "../support/accounts";
import { OWN_ORGANISATION_OF_USER_1 } from "../support/own-organisation";

const CUSTOMER = "cus_WebhookOrder";
const SUBSCRIPTION = "sub_WebhookOrder";

/** The subscription as Stripe would answer it, on a plan's price and in a status. */
const snapshot = (plan: string, status: string) =>
  ({
    id: SUBSCRIPTION,
    customer: CUSTOMER,
    status,
    created: 1_790_000_000,
    cancel_at_period_end: false,
    metadata: {},
    discounts: [],
    items: {
      data: [{ id: "si_WebhookOrder", current_period_end: 1_792_000_000, price: { lookup_key: plan } }],
    },
  }) as unknown as Stripe.Subscription;

/** A Stripe whose subscriptions.retrieve answers `state` once `answer` is called (at once without it). */
function stripeAnswering(state: Stripe.Subscription) {
  let asked!: () => void;
  let answer!: () => void;
  const wasAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const stripe = {
    subscriptions: {
      retrieve: async () => {
        asked();
        await answered;
        return state;
      },
    },
  } as unknown as Stripe;
  return { stripe, wasAsked, answer };
}

const updated = (id: string) =>
  ({
    id,
    type: "customer.subscription.updated",
    data: { object: { id: SUBSCRIPTION } },
  }) as unknown as Stripe.Event;

const stored = () =>
  env.DB.prepare("select plan, status from billing_subscriptions where stripe_subscription_id = ?")
    .bind(SUBSCRIPTION)
    .first<{ plan: string; status: string }>();

describe("webhook events racing over one subscription", () => {
  it("keep the state read last, whichever handler writes last", async () => {
    const seller = await signedInUser("webhook-order");
    await env.DB.prepare(
      `insert into billing_customers (user_id, organisation_id, stripe_customer_id) values (?1, ${OWN_ORGANISATION_OF_USER_1}, ?)`,
    )
      .bind(seller.id, CUSTOMER)
      .run();
    const db = createDatabase(env.DB);
    const now = async () => new Date();

    // The older event's handler reads the past-due START_UP state, then stalls before writing.
    const older = stripeAnswering(snapshot("START_UP", "past_due"));
    const olderApplied = applyStripeEvent(db, older.stripe, updated("evt_WebhookOrderOld"), now);
    await older.wasAsked;
    await new Promise((resolve) => setTimeout(resolve, 5));

    // Meanwhile the card was paid and the plan upgraded: the newer handler reads and writes that.
    const newer = stripeAnswering(snapshot("PROFESSIONAL", "active"));
    newer.answer();
    expect(await applyStripeEvent(db, newer.stripe, updated("evt_WebhookOrderNew"), now)).toBe("applied");
    expect(await stored()).toEqual({ plan: "PROFESSIONAL", status: "active" });

    older.answer();
    await olderApplied;
    expect(await stored()).toEqual({ plan: "PROFESSIONAL", status: "active" });
    const user = await env.DB.prepare("select tariff_plan from users where id = ?")
      .bind(seller.id)
      .first<{ tariff_plan: string }>();
    expect(user?.tariff_plan).toBe("PROFESSIONAL");
  });
});
