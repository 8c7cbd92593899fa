import { describe, expect, it } from "vitest";
import { openCheckout, pathOf, stripe, submitForm } from "./stripe-support";
import { sandboxFetch } from "./support/sandbox";

type PromotionCode = {
  id: string;
  code: string;
  active: boolean;
  promotion: { type: string; coupon: string };
  coupon: {
    id: string;
    name: string;
    percent_off: number;
    duration: string;
    valid: boolean;
    applies_to?: { products: string[] };
  };
};
type List<T> = { data: T[] };
type StripeErrorBody = { error: { type: string; code?: string; message: string; param?: string } };

async function code(value: string) {
  const found = await stripe<List<PromotionCode>>("GET", "/v1/promotion_codes", { code: value });
  const promotion = found.body.data[0];
  if (!promotion) throw new Error(`no promotion code ${value}`);
  return promotion;
}

describe("promotion codes and coupons", () => {
  it("lists codes by code with their coupon: percent off, duration, valid and active", async () => {
    const launch = await code("LAUNCH20");
    expect(launch.id).toMatch(/^promo_/);
    expect(launch).toMatchObject({ active: true, promotion: { type: "coupon", coupon: "LAUNCH20" } });
    expect(launch.coupon).toMatchObject({ percent_off: 20, duration: "repeating", valid: true });

    const coupon = await stripe("GET", "/v1/coupons/LOYAL15");
    expect(coupon.body).toMatchObject({
      object: "coupon",
      percent_off: 15,
      duration: "forever",
      valid: true,
    });
    expect((await code("WELCOME10")).coupon.duration).toBe("once");
    expect((await code("SUMMER25")).active).toBe(false);
    expect((await code("SPRING30")).coupon.valid).toBe(false);

    const partner = await code("SELLERCIRCLE");
    const startUp = await stripe<List<{ product: string }>>("GET", "/v1/prices", {
      lookup_keys: ["START_UP"],
    });
    expect(partner.coupon.name).toContain("SellerCircle");
    expect(partner.coupon.applies_to?.products).toEqual([startUp.body.data[0]?.product]);
  });

  it("limits the partner coupon to START_UP", async () => {
    const partner = await code("SELLERCIRCLE");
    const refused = await openCheckout("SCALE_UP", { discounts: [{ promotion_code: partner.id }] });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as StripeErrorBody).error).toMatchObject({
      type: "invalid_request_error",
      code: "promotion_code_invalid",
    });

    const accepted = await openCheckout("START_UP", { discounts: [{ promotion_code: partner.id }] });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ amount_subtotal: 19_700, amount_total: 9_850 });

    const scaleUp = await openCheckout("SCALE_UP", {
      customer_email: "p@example.com",
      allow_promotion_codes: true,
    });
    const typed = await submitForm(`${pathOf(scaleUp.body.url)}/promotion`, { code: "SELLERCIRCLE" });
    expect(typed.status).toBe(400);
    expect(await typed.text()).toContain("does not apply to this plan");
  });

  it("refuses an inactive code and a code whose coupon expired", async () => {
    for (const value of ["SUMMER25", "SPRING30"]) {
      const promotion = await code(value);
      const refused = await openCheckout("START_UP", { discounts: [{ promotion_code: promotion.id }] });
      expect(refused.status).toBe(400);
      expect((refused.body as unknown as StripeErrorBody).error.code).toBe("promotion_code_invalid");
    }
    const session = await openCheckout("START_UP", {
      customer_email: "x@example.com",
      allow_promotion_codes: true,
    });
    const typed = await submitForm(`${pathOf(session.body.url)}/promotion`, { code: "summer25" });
    expect(typed.status).toBe(400);
    const unknown = await submitForm(`${pathOf(session.body.url)}/promotion`, { code: "NOPE" });
    expect(await unknown.text()).toContain("This code is invalid.");
  });

  it("takes either allow_promotion_codes or discounts, not both; hides the code field unless allowed", async () => {
    const launch = await code("LAUNCH20");
    const both = await openCheckout("START_UP", {
      allow_promotion_codes: true,
      discounts: [{ promotion_code: launch.id }],
    });
    expect(both.status).toBe(400);
    const plain = await openCheckout("START_UP", { customer_email: "y@example.com" });
    const html = await (await sandboxFetch(pathOf(plain.body.url))).text();
    expect(html).not.toContain('name="code"');
    const typed = await submitForm(`${pathOf(plain.body.url)}/promotion`, { code: "LAUNCH20" });
    expect(typed.status).toBe(400);
  });
});
