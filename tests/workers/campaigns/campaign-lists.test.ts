import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { figures, marketplaceDay, seedCampaign, seedMetrics, seedProfile } from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;

const list = (path: string, query = "") => call(`/api/campaigns/${path}${query}`, { cookie: ann.cookie });
const names = (json: { data: { campaigns: { name: string }[] } }) => json.data.campaigns.map((c) => c.name);

beforeAll(async () => {
  ann = await signedInUser("ann");
  profile = await seedProfile(ann.id);
  await seedCampaign(profile, { campaignId: "c1", name: "Alpha Shoes", budgetCents: 1250 });
  await seedCampaign(profile, {
    campaignId: "c2",
    name: "beta socks",
    state: "PAUSED",
    targetingType: "MANUAL",
    budgetCents: 500,
  });
  await seedCampaign(profile, { campaignId: "c3", name: "Gamma Hats", targetingType: "MANUAL" });
  await seedCampaign(profile, { campaignId: "c4", name: "Delta Migrated", source: "MIGRATED" });
  await seedCampaign(profile, { campaignId: "c5", name: "Alpha unmanaged", source: null });

  const today = await marketplaceDay(0);
  await seedMetrics(profile, "c1", today, figures(1000, 50, 2500, 5, 10000, 6), "TOP_OF_SEARCH");
  await seedMetrics(profile, "c1", await marketplaceDay(-3), figures(500, 10, 500, 0, 0, 1), "PRODUCT_PAGES");
  await seedMetrics(
    profile,
    "c1",
    await marketplaceDay(-10),
    figures(9999, 99, 999, 9, 999, 10),
    "REST_OF_SEARCH",
  );
  await seedMetrics(profile, "c2", await marketplaceDay(-1), figures(200, 0, 0, 0, 0));
  await seedMetrics(profile, "c4", today, figures(300, 30, 900, 3, 3000, 4));
  await seedMetrics(profile, "c5", today, figures(7777, 77, 777, 7, 777, 8));
});

describe("GET /api/campaigns/{profileId}/page", () => {
  it("sums each Quick Launch campaign's placement rows over the last 7 days, with totals", async () => {
    const { status, json } = await list(`${profile}/page`);
    expect(status).toBe(200);
    expect(names(json)).toEqual(["Alpha Shoes", "beta socks", "Gamma Hats"]);
    const [alpha, beta, gamma] = json.data.campaigns;
    expect(alpha).toEqual({
      id: "c1",
      name: "Alpha Shoes",
      state: "ENABLED",
      targetingType: "AUTO",
      startDate: "2026-10-01",
      budget: { budget: 12.5 },
      dynamicBidding: {
        strategy: "LEGACY_FOR_SALES",
        placementBidding: [{ placement: "PLACEMENT_TOP", percentage: 50 }],
      },
      report: {
        impressions: 1500,
        clicks: 60,
        spend: 30,
        sales: 100,
        unitsSoldClicks: 7,
        roas: 3.33,
        acos: 30,
        ctr: 4,
        cvr: 8.33,
      },
    });
    // Zero denominators: no spend, no sales, no clicks.
    expect(beta.report).toEqual({
      impressions: 200,
      clicks: 0,
      spend: 0,
      sales: 0,
      unitsSoldClicks: 0,
      roas: null,
      acos: null,
      ctr: 0,
      cvr: null,
    });
    expect(gamma).not.toHaveProperty("report");
    expect(json.data.total).toEqual({
      count: 3,
      impressions: 1700,
      clicks: 60,
      spend: 30,
      sales: 100,
      unitsSoldClicks: 7,
      roas: 3.33,
      acos: 30,
      ctr: 3.53,
      cvr: 8.33,
    });
    expect(json.data.totalPages).toBe(1);
  });

  it("takes the date range asked for", async () => {
    const day = await marketplaceDay(-10);
    const { json } = await list(`${profile}/page`, `?startDate=${day}&endDate=${day}`);
    expect(json.data.campaigns.map((c: { report?: unknown }) => c.report !== undefined)).toEqual([
      true,
      false,
      false,
    ]);
    expect(json.data.total).toMatchObject({ count: 3, impressions: 9999, clicks: 99, spend: 9.99 });
  });

  it.each([
    ["?targeting=AUTO", ["Alpha Shoes"]],
    ["?targeting=MANUAL", ["beta socks", "Gamma Hats"]],
    ["?state=PAUSED", ["beta socks"]],
    ["?state=ENABLED&targeting=MANUAL", ["Gamma Hats"]],
    ["?name=SOCKS", ["beta socks"]],
    ["?name=a", ["Alpha Shoes", "beta socks", "Gamma Hats"]],
    ["?name=zzz", []],
  ])("filters %s in SQL, totals included", async (query, expected) => {
    const { json } = await list(`${profile}/page`, query);
    expect(names(json)).toEqual(expected);
    expect(json.data.total.count).toBe(expected.length);
  });

  it("totals follow the filters", async () => {
    const { json } = await list(`${profile}/page`, "?state=PAUSED");
    expect(json.data.total).toMatchObject({ count: 1, impressions: 200, clicks: 0, roas: null, ctr: 0 });
  });
});

describe("GET /api/campaigns/{profileId}/migrated", () => {
  it("lists the migrated campaigns only", async () => {
    const { json } = await list(`${profile}/migrated`);
    expect(names(json)).toEqual(["Delta Migrated"]);
    expect(json.data.total).toMatchObject({ count: 1, impressions: 300, spend: 9, sales: 30, roas: 3.33 });
  });
});
