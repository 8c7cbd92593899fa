/** L14 (issue 32): no plan switch while the subscription's payment is past due. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PAST_DUE } from "../../../worker/services/billing/switch-plan";
import { call } from "../support/http";
import { deliverAllOf, stripeApi, subscribedSeller } from "../support/stripe";

const setStatus = (subscription: string, status: string) =>
  env.DB.prepare("update billing_subscriptions set status = ? where stripe_subscription_id = ?")
    .bind(status, subscription)
    .run();
const switchTo = (cookie: string, plan: string) =>
  call(`/api/subscriptions/plan?plan=${plan}`, { method: "PUT", cookie });
const livePrice = async (subscription: string) =>
  (await stripeApi("GET", `/v1/subscriptions/${subscription}`)).body.items.data[0].price.id;

describe("switching plans while past due", () => {
  it("is refused with 409/1012 and leaves Stripe's subscription as it was; once paid, it switches", async () => {
    const seller = await subscribedSeller("START_UP", "past-due-switch");
    await deliverAllOf(seller.customer);
    await setStatus(seller.subscription, "past_due");

    const refused = await switchTo(seller.cookie, "PROFESSIONAL");
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ status: "ERROR", data: { code: 1012, message: PAST_DUE } });
    expect(await livePrice(seller.subscription)).toBe("price_SkuStartUp");

    await setStatus(seller.subscription, "active");
    expect((await switchTo(seller.cookie, "PROFESSIONAL")).status).toBe(200);
    expect(await livePrice(seller.subscription)).toBe("price_SkuProfessional");
  });
});
