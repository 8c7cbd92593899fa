import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import {
  figures,
  marketplaceDay,
  seedAdvertisedSku,
  seedCampaign,
  seedMetrics,
  seedProfile,
} from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let bobProfile: number;
let skuId: number;
let today: string;

const detail = (path: string, cookie = ann.cookie) => call(`/api/campaigns/${path}`, { cookie });

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
  await seedCampaign(profile, {
    campaignId: "d1",
    name: "Detail Shoes",
    budgetCents: 1250,
    source: "MIGRATED",
  });
  await seedCampaign(profile, { campaignId: "d2", name: "No figures", state: "PAUSED" });
  await seedCampaign(profile, { campaignId: "d3", name: "Unmanaged", source: null });
  await seedCampaign(bobProfile, { campaignId: "b1", name: "Bob's secret" });
  skuId = await seedAdvertisedSku(profile, "d1", "SHOE-1", "B0SHOE0001");
  today = await marketplaceDay(0);
  const yesterday = await marketplaceDay(-1);
  await seedMetrics(profile, "d1", today, figures(1000, 20, 1000, 2, 5000), "TOP_OF_SEARCH");
  await seedMetrics(profile, "d1", yesterday, figures(500, 10, 500, 1, 2000), "TOP_OF_SEARCH");
  await seedMetrics(profile, "d1", today, figures(300, 0, 0, 0, 0), "PRODUCT_PAGES");
  // Outside the default range: never counted.
  await seedMetrics(
    profile,
    "d1",
    await marketplaceDay(-10),
    figures(9999, 99, 9999, 9, 99999),
    "REST_OF_SEARCH",
  );
});

describe("GET /api/campaigns/{profileId}/{campaignId}", () => {
  it("answers the campaign, its figures over the last 7 days and its three placements", async () => {
    const { status, json } = await detail(`${profile}/d1`);
    expect(status).toBe(200);
    expect(json.data).toEqual({
      id: "d1",
      name: "Detail Shoes",
      state: "ENABLED",
      targetingType: "AUTO",
      startDate: "2026-10-01",
      endDate: null,
      budget: { budget: 12.5 },
      source: "MIGRATED",
      advertisedSku: { asin: "B0SHOE0001", sku: "SHOE-1", url: "https://www.amazon.com/dp/B0SHOE0001" },
      advertisedSkuId: String(skuId),
      // 1800 impressions, 30 clicks, $15 spend, 3 orders, $70 sales
      report: {
        impressions: 1800,
        clicks: 30,
        spend: 15,
        sales: 70,
        unitsSoldClicks: 3,
        roas: 4.67,
        acos: 21.43,
        ctr: 1.67,
        cvr: 10,
      },
      placements: [
        {
          placement: "PLACEMENT_TOP",
          percentage: 50,
          report: {
            impressions: 1500,
            clicks: 30,
            spend: 15,
            sales: 70,
            unitsSoldClicks: 3,
            roas: 4.67,
            acos: 21.43,
            ctr: 2,
            cvr: 10,
          },
        },
        {
          placement: "PLACEMENT_PRODUCT_PAGE",
          percentage: 0,
          // no clicks, no spend, no sales: every ratio is absent
          report: {
            impressions: 300,
            clicks: 0,
            spend: 0,
            sales: 0,
            unitsSoldClicks: 0,
            roas: null,
            acos: null,
            ctr: 0,
            cvr: null,
          },
        },
        { placement: "PLACEMENT_REST_OF_SEARCH", percentage: null },
      ],
      dynamicBidding: {
        strategy: "LEGACY_FOR_SALES",
        placementBidding: [{ placement: "PLACEMENT_TOP", percentage: 50 }],
      },
    });
  });

  it("takes the range from startDate and endDate", async () => {
    const { json } = await detail(`${profile}/d1?startDate=${await marketplaceDay(-10)}&endDate=${today}`);
    expect(json.data.report).toMatchObject({ impressions: 11799, clicks: 129, spend: 114.99 });
    expect(json.data.placements[2]).toMatchObject({
      placement: "PLACEMENT_REST_OF_SEARCH",
      percentage: null,
      report: { impressions: 9999, sales: 999.99 },
    });
  });

  it("leaves report out when the campaign has no figures in the range, and advertisedSku null without a SKU", async () => {
    const { json } = await detail(`${profile}/d2`);
    expect(json.data).toMatchObject({
      id: "d2",
      state: "PAUSED",
      advertisedSku: null,
      advertisedSkuId: null,
    });
    expect(json.data).not.toHaveProperty("report");
    expect(json.data.placements.map((p: { placement: string }) => p.placement)).toEqual([
      "PLACEMENT_TOP",
      "PLACEMENT_PRODUCT_PAGE",
      "PLACEMENT_REST_OF_SEARCH",
    ]);
    for (const placement of json.data.placements) expect(placement).not.toHaveProperty("report");
  });

  it("refuses a campaign Skupilot does not manage with 1006", async () => {
    const { status, json } = await detail(`${profile}/d3`);
    expect(status).toBe(404);
    expect(json.data.code).toBe(1006);
  });

  it("answers another seller's profile with 1003 and their campaign id with 1006, never their data", async () => {
    const theirs = await detail(`${bobProfile}/b1`);
    expect(theirs.status).toBe(404);
    expect(theirs.json.data.code).toBe(1003);
    const mixed = await detail(`${profile}/b1`);
    expect(mixed.json.data.code).toBe(1006);
    expect(JSON.stringify([theirs.json, mixed.json])).not.toContain("Bob's secret");
  });

  it("validates the dates: 400/1005 naming the field", async () => {
    const bad = await detail(`${profile}/d1?startDate=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.json.data).toMatchObject({
      code: 1005,
      field: "startDate",
      message: "startDate: Must be a date written YYYY-MM-DD",
    });
    const reversed = await detail(`${profile}/d1?startDate=2026-11-10&endDate=2026-11-01`);
    expect(reversed.json.data).toMatchObject({ code: 1005, field: "endDate" });
  });

  it("answers 1009 when signed out", async () => {
    const { status, json } = await call(`/api/campaigns/${profile}/d1`);
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
