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
let p1: number;
let p2: number;
let bobProfile: number;
let skuId: number;
let bobSkuId: number;
const d: string[] = [];

const stats = (query: string, cookie = ann.cookie) => call(`/api/statistics${query}`, { cookie });
const range = () => `?startDate=${d[0]}&endDate=${d[4]}`;
const EMPTY_DAY = {
  impressions: 0,
  clicks: 0,
  spend: 0,
  sales: 0,
  unitsSoldClicks: 0,
  roas: null,
  acos: null,
  ctr: null,
  cvr: null,
};

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  p1 = await seedProfile(ann.id);
  p2 = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
  for (let i = 4; i >= 0; i -= 1) d.push(await marketplaceDay(-i));

  await seedCampaign(p1, { campaignId: "s1", name: "Quick shoes" });
  await seedCampaign(p1, { campaignId: "s2", name: "Paused socks", state: "PAUSED", source: null });
  await seedCampaign(p2, { campaignId: "s3", name: "Migrated hats", source: "MIGRATED" });
  await seedCampaign(p2, { campaignId: "s4", name: "Cheap belts", source: null });
  await seedCampaign(bobProfile, { campaignId: "b1", name: "Bob's best" });
  skuId = await seedAdvertisedSku(p1, "s1", "SHOE-1", "B0SHOE0001");
  bobSkuId = await seedAdvertisedSku(bobProfile, "b1", "BOB-1", "B0BOB00001");

  await seedMetrics(p1, "s1", d[0] ?? "", figures(100, 10, 500, 1, 2000));
  await seedMetrics(p1, "s1", d[2] ?? "", figures(200, 10, 500, 1, 1000));
  await seedMetrics(p1, "s1", d[2] ?? "", figures(100, 0, 0, 0, 0), "PRODUCT_PAGES");
  await seedMetrics(p1, "s2", d[2] ?? "", figures(50, 5, 1000, 0, 0));
  await seedMetrics(p2, "s4", d[3] ?? "", figures(10, 1, 200, 0, 0));
  await seedMetrics(p2, "s3", d[4] ?? "", figures(400, 20, 1000, 2, 3500));
  await seedMetrics(p1, "s1", await marketplaceDay(-30), figures(9999, 999, 99999, 99, 999999));
  await seedMetrics(bobProfile, "b1", d[4] ?? "", figures(7777, 777, 7777, 77, 77777));
});

describe("GET /api/statistics", () => {
  it("answers every date of the range, the total and the top campaigns over all the user's profiles", async () => {
    const { status, json } = await stats(range());
    expect(status).toBe(200);
    expect(json.data.startDate).toBe(d[0]);
    expect(json.data.endDate).toBe(d[4]);
    expect(json.data.daily).toEqual([
      {
        date: d[0],
        ...{ impressions: 100, clicks: 10, spend: 5, sales: 20, unitsSoldClicks: 1 },
        ...{ roas: 4, acos: 25, ctr: 10, cvr: 10 },
      },
      { date: d[1], ...EMPTY_DAY },
      {
        date: d[2],
        ...{ impressions: 350, clicks: 15, spend: 15, sales: 10, unitsSoldClicks: 1 },
        ...{ roas: 0.67, acos: 150, ctr: 4.29, cvr: 6.67 },
      },
      {
        date: d[3],
        // spend without sales: ROAS 0, ACOS absent
        ...{ impressions: 10, clicks: 1, spend: 2, sales: 0, unitsSoldClicks: 0 },
        ...{ roas: 0, acos: null, ctr: 10, cvr: 0 },
      },
      {
        date: d[4],
        ...{ impressions: 400, clicks: 20, spend: 10, sales: 35, unitsSoldClicks: 2 },
        ...{ roas: 3.5, acos: 28.57, ctr: 5, cvr: 10 },
      },
    ]);
    // 860 impressions, 46 clicks, $32 spend, 4 orders, $65 sales
    expect(json.data.total).toEqual({
      ...{ impressions: 860, clicks: 46, spend: 32, sales: 65, unitsSoldClicks: 4 },
      ...{ roas: 2.03, acos: 49.23, ctr: 5.35, cvr: 8.7 },
    });
    expect(json.data.topCampaigns.map((c: { id: string }) => c.id)).toEqual(["s3", "s1", "s2", "s4"]);
    expect(json.data.topCampaigns[0]).toEqual({
      id: "s3",
      profileId: p2,
      name: "Migrated hats",
      source: "MIGRATED",
      report: {
        ...{ impressions: 400, clicks: 20, spend: 10, sales: 35, unitsSoldClicks: 2 },
        ...{ roas: 3.5, acos: 28.57, ctr: 5, cvr: 10 },
      },
    });
    expect(json.data.topCampaigns[1]).toMatchObject({
      id: "s1",
      profileId: p1,
      name: "Quick shoes",
      source: "QUICK_LAUNCH",
    });
    expect(json.data.topCampaigns[2]).toMatchObject({ id: "s2", name: "Paused socks", source: null });
    expect(JSON.stringify(json)).not.toContain("Bob's best");
  });

  it("narrows to one profile", async () => {
    const { json } = await stats(`${range()}&profileId=${p1}`);
    expect(json.data.total).toMatchObject({ impressions: 450, clicks: 25, spend: 20, sales: 30 });
    expect(json.data.topCampaigns.map((c: { id: string }) => c.id)).toEqual(["s1", "s2"]);
  });

  it("narrows to campaigns in one state", async () => {
    const { json } = await stats(`${range()}&state=PAUSED`);
    expect(json.data.total).toEqual({
      ...{ impressions: 50, clicks: 5, spend: 10, sales: 0, unitsSoldClicks: 0 },
      ...{ roas: 0, acos: null, ctr: 10, cvr: 0 },
    });
    expect(json.data.daily[2]).toMatchObject({ date: d[2], impressions: 50 });
    expect(json.data.daily[4]).toEqual({ date: d[4], ...EMPTY_DAY });
    const enabled = await stats(`${range()}&state=ENABLED`);
    expect(enabled.json.data.topCampaigns.map((c: { id: string }) => c.id)).toEqual(["s3", "s1", "s4"]);
  });

  it("narrows to the campaigns of one advertised SKU", async () => {
    const { json } = await stats(`${range()}&advertisedSkuId=${skuId}`);
    expect(json.data.total).toMatchObject({ impressions: 400, clicks: 20, spend: 10, sales: 30 });
    expect(json.data.topCampaigns.map((c: { id: string }) => c.id)).toEqual(["s1"]);
  });

  it("defaults to the last 7 marketplace days", async () => {
    const { json } = await stats("");
    expect(json.data.endDate).toBe(d[4]);
    expect(json.data.startDate).toBe(await marketplaceDay(-6));
    expect(json.data.daily).toHaveLength(7);
    expect(json.data.total).toMatchObject({ impressions: 860, sales: 65 });
  });

  it("says the last date synced figures reach: the days after it are not reported yet", async () => {
    const { json } = await stats(range());
    expect(json.data.reportedThrough).toBe(d[4]);
    const narrowed = await stats(`${range()}&profileId=${p1}`);
    // p1's last synced day is d[2]: d[3] and d[4] are not reported for it yet.
    expect(narrowed.json.data.reportedThrough).toBe(d[2]);
    const carl = await signedInUser("dora");
    await seedProfile(carl.id);
    expect((await stats(range(), carl.cookie)).json.data.reportedThrough).toBeNull();
  });

  it("answers no previous period unless asked to compare", async () => {
    const { json } = await stats(range());
    expect(json.data.previous).toBeNull();
  });

  it("compares with the period of the same length just before the range, day by day", async () => {
    // d[3]..d[4] against d[1]..d[2]: every date, zeros on a day without figures.
    const { status, json } = await stats(`?startDate=${d[3]}&endDate=${d[4]}&compare=PREVIOUS`);
    expect(status).toBe(200);
    expect(json.data.previous).toEqual({
      startDate: d[1],
      endDate: d[2],
      daily: [
        { date: d[1], ...EMPTY_DAY },
        {
          date: d[2],
          ...{ impressions: 350, clicks: 15, spend: 15, sales: 10, unitsSoldClicks: 1 },
          ...{ roas: 0.67, acos: 150, ctr: 4.29, cvr: 6.67 },
        },
      ],
      total: {
        ...{ impressions: 350, clicks: 15, spend: 15, sales: 10, unitsSoldClicks: 1 },
        ...{ roas: 0.67, acos: 150, ctr: 4.29, cvr: 6.67 },
      },
    });
    // The range itself is unchanged by the comparison.
    expect(json.data.total).toMatchObject({ impressions: 410, spend: 12, sales: 35 });
  });

  it("compares within the same filters: one profile, one state", async () => {
    const { json } = await stats(
      `?startDate=${d[3]}&endDate=${d[4]}&compare=PREVIOUS&profileId=${p1}&state=PAUSED`,
    );
    expect(json.data.previous.total).toMatchObject({ impressions: 50, clicks: 5, spend: 10, sales: 0 });
    expect(json.data.previous.daily.map((day: { date: string }) => day.date)).toEqual([d[1], d[2]]);
  });

  it("keeps to 10 campaigns, best sales first", async () => {
    const carl = await signedInUser("carl");
    const profile = await seedProfile(carl.id);
    for (let i = 1; i <= 11; i += 1) {
      await seedCampaign(profile, { campaignId: `k${i}`, name: `Campaign ${i}` });
      await seedMetrics(profile, `k${i}`, d[4] ?? "", figures(10, 1, 100, 1, i * 100));
    }
    const { json } = await stats(range(), carl.cookie);
    expect(json.data.topCampaigns.map((c: { id: string }) => c.id)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `k${i}`),
    );
    expect(json.data.total.sales).toBe(66);
  });
});

describe("GET /api/statistics: errors", () => {
  it("answers another seller's profile with 1003 and their advertised SKU with 1006", async () => {
    const profile = await stats(`${range()}&profileId=${bobProfile}`);
    expect(profile.status).toBe(404);
    expect(profile.json.data.code).toBe(1003);
    const sku = await stats(`${range()}&advertisedSkuId=${bobSkuId}`);
    expect(sku.status).toBe(404);
    expect(sku.json.data.code).toBe(1006);
    expect(JSON.stringify([profile.json, sku.json])).not.toContain("Bob");
  });

  it("covers at most 95 days", async () => {
    const ok = await stats(`?startDate=${await marketplaceDay(-94)}&endDate=${d[4]}`);
    expect(ok.status).toBe(200);
    expect(ok.json.data.daily).toHaveLength(95);
    const long = await stats(`?startDate=${await marketplaceDay(-95)}&endDate=${d[4]}`);
    expect(long.status).toBe(400);
    expect(long.json.data).toEqual({
      code: 1005,
      field: "endDate",
      message: "endDate: The range can cover at most 95 days",
    });
    const lone = await stats(`?startDate=${await marketplaceDay(-200)}`);
    expect(lone.json.data).toMatchObject({ code: 1005, field: "startDate" });
  });

  const invalid: [string, string, string][] = [
    ["?startDate=2026-13-01", "startDate", "startDate: Must be a date written YYYY-MM-DD"],
    ["?startDate=2026-11-10&endDate=2026-11-01", "endDate", "endDate: Must not be before startDate"],
    ["?state=ARCHIVED", "state", "state: Must be ALL, ENABLED or PAUSED"],
    ["?profileId=abc", "profileId", "profileId: Must be a whole number"],
    ["?advertisedSkuId=x", "advertisedSkuId", "advertisedSkuId: Must be a whole number"],
    ["?compare=LAST_YEAR", "compare", "compare: Must be NONE or PREVIOUS"],
  ];
  for (const [query, field, message] of invalid) {
    it(`refuses ${query} with 400/1005 naming ${field}`, async () => {
      const { status, json } = await stats(query);
      expect(status).toBe(400);
      expect(json.data).toEqual({ code: 1005, field, message });
    });
  }

  it("answers 1009 when signed out", async () => {
    const { status, json } = await call("/api/statistics");
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
