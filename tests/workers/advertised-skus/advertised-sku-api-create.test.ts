import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { otherSellerWithSku, seedSku, sellerWithProfile } from "../support/advertised-skus";
import { call } from "../support/http";

let cookie = "";
let profileId = 0;
let other = { profileId: 0 };

beforeAll(async () => {
  ({ cookie, profileId } = await sellerWithProfile());
  other = await otherSellerWithSku();
});

describe("POST /api/advertised-sku/{profileId} validation (spec 001 §5 inline form)", () => {
  const product = (
    change: Record<string, unknown> = {},
    bids: Record<string, unknown> = { bidMin: 0.3, bidMax: 1.25 },
  ) => ({
    sku: "NEW-SKU-1",
    asin: "B0NEWSKU01",
    title: "A product",
    priceToPay: { amount: 19.99, currency: "USD" },
    bidOptimization: bids,
    maxDailyBudget: 25,
    ...change,
  });

  it.each([
    ["0.maxDailyBudget", "Required", [product({ maxDailyBudget: null })]],
    ["0.maxDailyBudget", "Min value - $1.0", [product({ maxDailyBudget: 0.99 })]],
    ["0.maxDailyBudget", "Must be in steps of $0.01", [product({ maxDailyBudget: 1.005 })]],
    ["0.bidOptimization.bidMin", "Required", [product({}, { bidMax: 1 })]],
    ["0.bidOptimization.bidMin", "Min value - $0.02", [product({}, { bidMin: 0.01, bidMax: 1 })]],
    ["0.bidOptimization.bidMax", "Min value - $0.03", [product({}, { bidMin: 0.02, bidMax: 0.02 })]],
    [
      "0.bidOptimization.bidMax",
      "The max bid can't be lower than the min bid",
      [product({}, { bidMin: 0.5, bidMax: 0.49 })],
    ],
    ["1.sku", "Required", [product(), product({ sku: " " })]],
    ["0.asin", "Required", [product({ asin: undefined })]],
    ["json", "Add at least one product", []],
  ])("refuses a bad %s with '%s', 400/1005, nothing stored", async (field, message, body) => {
    const before = await env.DB.prepare("select count(*) as n from advertised_skus").first<{ n: number }>();
    const { status, json } = await call(`/api/advertised-sku/${profileId}`, { method: "POST", body, cookie });
    expect(status).toBe(400);
    expect(json).toEqual({ status: "ERROR", data: { code: 1005, field, message: `${field}: ${message}` } });
    const after = await env.DB.prepare("select count(*) as n from advertised_skus").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("refuses re-adding a SKU the profile already has with 'This SKU has already been added' on that item", async () => {
    await seedSku(profileId, { sku: "ALREADY-1" });
    const { status, json } = await call(`/api/advertised-sku/${profileId}`, {
      method: "POST",
      body: [product({ sku: "ALREADY-1" })],
      cookie,
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      code: 1005,
      field: "0.sku",
      message: "0.sku: This SKU has already been added",
    });
  });

  it("refuses another seller's profile with 1003", async () => {
    const { status, json } = await call(`/api/advertised-sku/${other.profileId}`, {
      method: "POST",
      body: [product()],
      cookie,
    });
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
  });
});
