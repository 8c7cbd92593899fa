import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { seedSku } from "../support/advertised-skus";
import { call } from "../support/http";
import { figures, marketplaceDay, seedCampaign, seedMetrics, seedProfile } from "../support/seed-ads";

const TOKYO = "Asia/Tokyo";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let la: number;
let tokyo: number;

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  la = await seedProfile(ann.id);
  tokyo = await seedProfile(ann.id, TOKYO);
  await seedCampaign(la, { campaignId: "ql-1", name: "QL one" });
  await seedCampaign(la, { campaignId: "ql-2", name: "QL two" });
  await seedCampaign(la, { campaignId: "mig-1", name: "Migrated", source: "MIGRATED" });
  await seedCampaign(la, { campaignId: "own-1", name: "Seller's own", source: null });
  await seedCampaign(tokyo, { campaignId: "ql-t", name: "Tokyo QL" });
  // Total Products counts the seller's advertised SKUs, advertised or not yet (spec 000 §3 advertisedSkusCount).
  await seedSku(la, { sku: "SKU-1", isAdvertised: true });
  await seedSku(la, { sku: "SKU-2" });
  await seedSku(await seedProfile(bob.id), { sku: "BOBS-SKU", isAdvertised: true });

  // Los Angeles, last 7 days: 1,000 impressions, 100 clicks, $50 spend, $200 sales, 10 orders.
  await seedMetrics(la, "ql-1", await marketplaceDay(0), figures(600, 60, 3000, 6, 12000));
  await seedMetrics(la, "mig-1", await marketplaceDay(-6), figures(300, 30, 1500, 3, 6000));
  await seedMetrics(la, "own-1", await marketplaceDay(-3), figures(100, 10, 500, 1, 2000));
  // The 7 days before: 2,000 impressions, 100 clicks, $50 spend, $100 sales, 5 orders.
  await seedMetrics(la, "ql-2", await marketplaceDay(-7), figures(1500, 50, 2500, 2, 5000));
  await seedMetrics(la, "ql-1", await marketplaceDay(-13), figures(500, 50, 2500, 3, 5000));
  // Outside both periods.
  await seedMetrics(la, "ql-1", await marketplaceDay(-14), figures(99999, 999, 99999, 1, 1));
  await seedMetrics(la, "ql-1", await marketplaceDay(1), figures(99999, 999, 99999, 1, 1));
  // Tokyo, its own last 7 days: impressions only.
  await seedMetrics(tokyo, "ql-t", await marketplaceDay(-2, TOKYO), figures(1000, 0, 0, 0, 0));
});

describe("GET /api/statistics/dashboard", () => {
  it("answers one profile's counts, ratios and changes against the previous 7 days", async () => {
    const { status, json } = await call(`/api/statistics/dashboard?profileId=${la}`, { cookie: ann.cookie });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      quickLaunchCampaignsCount: 2,
      advertisedSkusCount: 2,
      migratedCampaignsCount: 1,
      roas: 4,
      acos: 25,
      ctr: 10,
      cvr: 10,
      diffRoas: 2,
      diffAcos: -25,
      diffCtr: 5,
      diffCvr: 5,
      ...{ spend: 50, sales: 200, orders: 10, diffSpend: 0, diffSales: 100, diffOrders: 5 },
      comparison: {
        days: 7,
        previous: { startDate: await marketplaceDay(-13), endDate: await marketplaceDay(-7) },
      },
      stillArriving: expect.objectContaining({ days: expect.any(Number) }),
      money: { currency: "USD", usdRatesDate: null },
    });
  });

  it("names no previous dates over profiles of several time zones, each comparing its own 7 days", async () => {
    const { json } = await call("/api/statistics/dashboard", { cookie: ann.cookie });
    expect(json.data).toMatchObject({ spend: 50, sales: 200, orders: 10, diffSales: 100, diffOrders: 5 });
    expect(json.data.comparison).toEqual({ days: 7, previous: null });
  });

  it("says how many of the last 7 days' sales are still arriving and what ROAS, ACOS, CVR, sales and orders settle at", async () => {
    const { json } = await call(`/api/statistics/dashboard?profileId=${la}`, { cookie: ann.cookie });
    const { stillArriving } = json.data;
    // Today is always arriving; at most today and the 3 days before (read at 01:00: 4 days, see the model).
    expect(stillArriving.days).toBeGreaterThanOrEqual(1);
    expect(stillArriving.days).toBeLessThanOrEqual(5);
    // Sales and orders only grow as they arrive: ROAS and CVR settle at least as high, ACOS at least as low.
    expect(stillArriving.roas).toBeGreaterThanOrEqual(json.data.roas);
    expect(stillArriving.cvr).toBeGreaterThanOrEqual(json.data.cvr);
    expect(stillArriving.acos).toBeLessThanOrEqual(json.data.acos);
    expect(stillArriving.sales).toBeGreaterThanOrEqual(json.data.sales);
    expect(stillArriving.orders).toBeGreaterThanOrEqual(json.data.orders);
    expect(Number.isInteger(stillArriving.orders)).toBe(true);
    // The day 3 back ($20 sales of $200) is the only one it may scale besides today: at most ×10 today.
    expect(stillArriving.roas).toBeLessThanOrEqual((80 + 20 * 10 + 120 * 10) / 50);
  });

  it("sums every profile of the user without profileId, each in its own marketplace dates", async () => {
    const { json } = await call("/api/statistics/dashboard", { cookie: ann.cookie });
    expect(json.data).toMatchObject({
      quickLaunchCampaignsCount: 3,
      migratedCampaignsCount: 1,
      advertisedSkusCount: 2,
      roas: 4,
      acos: 25,
      ctr: 5,
      cvr: 10,
    });
    // Previous period: 2,000 impressions, 100 clicks (Tokyo had none then).
    expect(json.data.diffCtr).toBe(0);
  });

  it("leaves out ratios whose denominator is zero, and changes with a side absent", async () => {
    const { json } = await call(`/api/statistics/dashboard?profileId=${tokyo}`, { cookie: ann.cookie });
    expect(json.data).toEqual({
      quickLaunchCampaignsCount: 1,
      advertisedSkusCount: 0,
      migratedCampaignsCount: 0,
      roas: null,
      acos: null,
      ctr: 0,
      cvr: null,
      diffRoas: null,
      diffAcos: null,
      diffCtr: null,
      diffCvr: null,
      ...{ spend: 0, sales: 0, orders: 0, diffSpend: 0, diffSales: 0, diffOrders: 0 },
      comparison: {
        days: 7,
        previous: { startDate: await marketplaceDay(-13, TOKYO), endDate: await marketplaceDay(-7, TOKYO) },
      },
      // Impressions without a click: no sales to arrive.
      stillArriving: null,
      money: { currency: "USD", usdRatesDate: null },
    });
  });

  it("answers 1003 and no figures for another seller's profile", async () => {
    const { status, json } = await call(`/api/statistics/dashboard?profileId=${la}`, { cookie: bob.cookie });
    expect(status).toBe(404);
    expect(json).toEqual({ status: "ERROR", data: { code: 1003, message: expect.any(String) } });
  });

  it("answers zeros and absent ratios to a user with no profiles", async () => {
    const { json } = await call("/api/statistics/dashboard", { cookie: bob.cookie });
    expect(json.data).toMatchObject({
      quickLaunchCampaignsCount: 0,
      roas: null,
      diffCvr: null,
      stillArriving: null,
    });
  });

  it("names a malformed profileId (1005) and needs a session (1009)", async () => {
    const bad = await call("/api/statistics/dashboard?profileId=abc", { cookie: ann.cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.data).toMatchObject({ code: 1005, field: "profileId" });
    const unsigned = await call("/api/statistics/dashboard");
    expect(unsigned.status).toBe(401);
    expect(unsigned.json.data.code).toBe(1009);
  });
});
