import { describe, expect, it } from "vitest";
import { keepsPlan } from "../../../worker/contracts/billing/plans";
import { mayUseProduct, trialEndsAt } from "../../../worker/contracts/billing/product-access";
import { isOpenWithoutSubscription } from "../../../worker/middleware/open-without-subscription";

const signedUpAt = new Date("2026-11-02T08:00:00.000Z");
const at = (iso: string) => new Date(iso);

describe("the trial and the 1001 gate's rule", () => {
  it("runs the trial 14 days from sign-up", () => {
    expect(trialEndsAt(signedUpAt).toISOString()).toBe("2026-11-16T08:00:00.000Z");
  });

  it("lets a seller in while the trial runs, and not from its last instant on", () => {
    const seller = { signedUpAt, hasLiveSubscription: false };
    expect(mayUseProduct(seller, signedUpAt)).toBe(true);
    expect(mayUseProduct(seller, at("2026-11-16T07:59:59.999Z"))).toBe(true);
    expect(mayUseProduct(seller, at("2026-11-16T08:00:00.000Z"))).toBe(false);
    expect(mayUseProduct(seller, at("2027-01-01T00:00:00.000Z"))).toBe(false);
  });

  it("lets a subscriber in after the trial", () => {
    expect(mayUseProduct({ signedUpAt, hasLiveSubscription: true }, at("2027-06-01T00:00:00.000Z"))).toBe(
      true,
    );
  });

  it("counts active, trialing and past_due (the payment grace) as live; unpaid, canceled and the rest not", () => {
    for (const status of ["active", "trialing", "past_due"]) expect(keepsPlan(status)).toBe(true);
    for (const status of ["unpaid", "canceled", "incomplete", "incomplete_expired", "paused"])
      expect(keepsPlan(status)).toBe(false);
  });
});

describe("the routes open without a subscription", () => {
  it("are the seller's own record, billing, the connected-accounts list, support and the clock", () => {
    for (const [method, path] of [
      ["GET", "/users"],
      ["PATCH", "/users"],
      ["PUT", "/users/password"],
      ["GET", "/users/connected-amazon-accounts"],
      ["GET", "/subscriptions/promotion-code/:code"],
      ["POST", "/subscriptions/promotion-code/:code"],
      ["PUT", "/subscriptions/plan"],
      ["POST", "/support/ticket"],
      ["GET", "/clock"],
    ])
      expect(isOpenWithoutSubscription(method as string, path as string), `${method} ${path}`).toBe(true);
  });

  it("leave out the account list, a disconnect and every other route", () => {
    for (const [method, path] of [
      ["GET", "/amazon/profiles"],
      ["DELETE", "/users/connected-amazon-accounts/:tokenId"],
      ["GET", "/users/other"],
      ["GET", "/subscriptionsx"],
      ["POST", "/subscriptions/other"],
      ["POST", "/clock"],
      ["GET", "/campaigns/:profileId/page"],
    ])
      expect(isOpenWithoutSubscription(method as string, path as string), `${method} ${path}`).toBe(false);
  });
});
