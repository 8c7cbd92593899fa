import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MigratePayload } from "../../../worker/contracts/campaigns/marketplace-campaigns";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";

/** A well-formed payload; each case below breaks one field. Validation answers before Amazon is asked. */
const valid = (): MigratePayload => ({
  amazonCampaignId: "900015000114662",
  asin: "B0BWJBZ7VS",
  sku: "NOR-0001-MR",
  advertisedSku: {
    brand: "Northwind Home",
    title: "Northwind Home Compact Non Slip Mixing Bowls for Small Kitchens",
    priceToPay: { amount: 50.99, currency: "USD" },
    thumbnail: "https://images.example/B0BWJBZ7VS.svg",
    category: "Kitchen & Dining",
    bidOptimization: { bidMin: 0.3, bidMax: 1.25 },
    maxDailyBudget: 25,
  },
});

type Payload = Record<string, unknown> & {
  advertisedSku: Record<string, unknown> & { bidOptimization: Record<string, unknown> };
};
const withSku = (change: (sku: Payload["advertisedSku"]) => void) => {
  const payload = valid() as unknown as Payload;
  change(payload.advertisedSku);
  return payload;
};
const withBids = (bids: Record<string, unknown>) =>
  withSku((sku) => {
    sku.bidOptimization = bids;
  });
const without = (field: "amazonCampaignId" | "asin" | "sku") => {
  const { [field]: _dropped, ...rest } = valid();
  return rest;
};

let cookie = "";
beforeAll(async () => {
  cookie = (await signedInUser()).cookie;
});

const count = async (table: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n;

describe("POST /api/campaigns/{profileId}/migrate validation (spec 000 §5)", () => {
  it.each([
    ["advertisedSku.maxDailyBudget", "Required", withSku((sku) => delete sku.maxDailyBudget)],
    ["advertisedSku.maxDailyBudget", "Required", withSku((sku) => (sku.maxDailyBudget = null))],
    ["advertisedSku.maxDailyBudget", "Min value - $1.0", withSku((sku) => (sku.maxDailyBudget = 0.99))],
    ["advertisedSku.bidOptimization.bidMin", "Required", withBids({ bidMax: 1 })],
    // The form sends a blank bid as 0.
    ["advertisedSku.bidOptimization.bidMin", "Min value - $0.02", withBids({ bidMin: 0, bidMax: 1 })],
    ["advertisedSku.bidOptimization.bidMin", "Min value - $0.02", withBids({ bidMin: 0.01, bidMax: 1 })],
    ["advertisedSku.bidOptimization.bidMax", "Required", withBids({ bidMin: 0.5 })],
    ["advertisedSku.bidOptimization.bidMax", "Min value - $0.03", withBids({ bidMin: 0.02, bidMax: 0.02 })],
    [
      "advertisedSku.bidOptimization.bidMax",
      "The max bid can't be lower than the min bid",
      withBids({ bidMin: 0.5, bidMax: 0.49 }),
    ],
    ["amazonCampaignId", "Required", without("amazonCampaignId")],
    ["amazonCampaignId", "Required", { ...valid(), amazonCampaignId: "  " }],
    ["asin", "Required", without("asin")],
    ["sku", "Required", without("sku")],
    ["sku", "Required", { ...valid(), sku: "" }],
  ])("refuses a bad %s with '%s', 400/1005, nothing stored", async (field, message, body) => {
    const { status, json } = await call("/api/campaigns/1/migrate", { method: "POST", body, cookie });
    expect(status).toBe(400);
    expect(json).toEqual({ status: "ERROR", data: { code: 1005, field, message: `${field}: ${message}` } });
    expect(await count("managed_campaigns")).toBe(0);
    expect(await count("advertised_skus")).toBe(0);
  });

  it("takes equal min and max bids and the minimums ($1 budget, $0.02 / $0.03 bids) as valid", async () => {
    for (const bids of [
      { bidMin: 0.5, bidMax: 0.5 },
      { bidMin: 0.02, bidMax: 0.03 },
    ]) {
      const body = withBids(bids);
      body.advertisedSku.maxDailyBudget = 1;
      const { json } = await call("/api/campaigns/999999/migrate", { method: "POST", body, cookie });
      // Past validation: the (unknown) profile is what is refused.
      expect(json.data.code).toBe(1003);
    }
  });

  it("refuses a malformed profile id, naming it", async () => {
    const { status, json } = await call("/api/campaigns/abc/migrate", {
      method: "POST",
      body: valid(),
      cookie,
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field: "profileId" });
  });
});
