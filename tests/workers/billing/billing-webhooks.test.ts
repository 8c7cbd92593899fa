/**
 * POST /api/billing/webhook (issue 18): the sandbox's real Stripe events, signed as Stripe signs
 * them, posted to the Worker in the order (and as often) each test chooses.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/http";
import { billingRows, deliver, eventsOf, signatureOf, stripeApi, subscribedSeller } from "../support/stripe";

const ofType = async (customer: string, type: string) => {
  const events = (await eventsOf(customer)).filter((event) => event.type === type);
  if (events.length === 0) throw new Error(`no ${type} for ${customer}`);
  return events;
};

const tariffPlanOf = async (cookie: string) => (await call("/api/users", { cookie })).json.data.tariffPlan;

describe("the Stripe webhook", () => {
  let seller: Awaited<ReturnType<typeof subscribedSeller>>;
  beforeAll(async () => {
    seller = await subscribedSeller("SCALE_UP");
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const [completed] = await ofType(seller.customer, "checkout.session.completed");
    const payload = JSON.stringify(completed, null, 2);
    const forged = await deliver(completed, await signatureOf(payload, "whsec_someone_else"));
    expect(forged.status).toBe(400);
    expect(forged.json.data.code).toBe(1005);
    const tampered = await deliver({ ...completed, id: "evt_tampered" }, await signatureOf(payload));
    expect(tampered.status).toBe(400);
    const unsigned = await deliver(completed, "");
    expect(unsigned.status).toBe(400);
    expect(await billingRows(seller.id)).toEqual({ subscriptions: [], tariffPlan: null });
  });

  it("checkout.session.completed stores the subscription and gives the seller the plan", async () => {
    const [completed] = await ofType(seller.customer, "checkout.session.completed");
    const answer = await deliver(completed);
    expect(answer.status).toBe(200);
    expect(answer.json.data.outcome).toBe("applied");
    const rows = await billingRows(seller.id);
    expect(rows.tariffPlan).toBe("SCALE_UP");
    expect(rows.subscriptions).toMatchObject([
      {
        stripe_subscription_id: seller.subscription,
        plan: "SCALE_UP",
        status: "active",
        cancel_at_period_end: 0,
      },
    ]);
    expect(rows.subscriptions[0]?.current_period_end).toBeGreaterThan(0);
    expect(await tariffPlanOf(seller.cookie)).toBe("SCALE_UP");
  });

  it("applies the same event once, however often it comes", async () => {
    const [created] = await ofType(seller.customer, "customer.subscription.created");
    expect((await deliver(created)).json.data.outcome).toBe("applied");
    const again = await deliver(created);
    expect(again.status).toBe(200);
    expect(again.json.data.outcome).toBe("duplicate");
    const stored = await call("/api/users", { cookie: seller.cookie });
    expect(stored.json.data.tariffPlan).toBe("SCALE_UP");
  });

  it("invoice.paid and invoice.payment_failed bring the subscription to Stripe's present state", async () => {
    const [paid] = await ofType(seller.customer, "invoice.paid");
    expect((await deliver(paid)).json.data.outcome).toBe("applied");
    // The sandbox's cards never fail: the failure event is built as Stripe would send it.
    const failed = {
      id: `evt_failed_${seller.subscription}`,
      object: "event",
      type: "invoice.payment_failed",
      created: Math.floor(Date.now() / 1000),
      api_version: "2026-09-30.endive",
      livemode: false,
      data: {
        object: {
          id: "in_failed",
          object: "invoice",
          customer: seller.customer,
          status: "open",
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: seller.subscription },
          },
        },
      },
    };
    expect((await deliver(failed)).json.data.outcome).toBe("applied");
    const live = (await stripeApi("GET", `/v1/subscriptions/${seller.subscription}`)).body;
    const [row] = (await billingRows(seller.id)).subscriptions;
    expect(row?.status).toBe(live.status);
  });

  it("'updated' before 'created' ends in the right state, and 'deleted' takes the plan away", async () => {
    const other = await subscribedSeller("START_UP");
    const switched = await call("/api/subscriptions/plan?plan=PROFESSIONAL", {
      method: "PUT",
      cookie: other.cookie,
    });
    // No subscription in D1 yet (no webhook delivered): nothing to switch.
    expect(switched.status).toBe(404);
    await stripeApi("POST", `/v1/subscriptions/${other.subscription}`, {
      "items[0][id]": (await stripeApi("GET", `/v1/subscriptions/${other.subscription}`)).body.items.data[0]
        .id,
      "items[0][price]": "price_SkuProfessional",
    });
    const [updated] = await ofType(other.customer, "customer.subscription.updated");
    const [created] = await ofType(other.customer, "customer.subscription.created");
    expect((await deliver(updated)).json.data.outcome).toBe("applied");
    expect((await deliver(created)).json.data.outcome).toBe("applied");
    expect(await billingRows(other.id)).toMatchObject({
      tariffPlan: "PROFESSIONAL",
      subscriptions: [{ plan: "PROFESSIONAL", status: "active" }],
    });

    await stripeApi("DELETE", `/v1/subscriptions/${other.subscription}`);
    const [deleted] = await ofType(other.customer, "customer.subscription.deleted");
    expect((await deliver(deleted)).json.data.outcome).toBe("applied");
    // A late 'created' after the deletion still leaves the deleted state.
    const [late] = await ofType(other.customer, "customer.subscription.created");
    await deliver({ ...late, id: `${late?.id}_late` });
    expect(await billingRows(other.id)).toMatchObject({
      tariffPlan: null,
      subscriptions: [{ plan: "PROFESSIONAL", status: "canceled" }],
    });
    // Another seller's events never touched the first seller.
    expect((await billingRows(seller.id)).tariffPlan).toBe("SCALE_UP");
  });

  it("ignores an event about a customer no seller has", async () => {
    const stranger = {
      id: "evt_stranger",
      object: "event",
      type: "customer.subscription.updated",
      created: 1,
      data: { object: { id: "sub_nobody", object: "subscription", customer: "cus_nobody" } },
    };
    const answer = await deliver(stranger);
    expect(answer.status).toBe(200);
    expect(answer.json.data.outcome).toBe("ignored");
    expect((await deliver(stranger)).json.data.outcome).toBe("duplicate");
  });
});
