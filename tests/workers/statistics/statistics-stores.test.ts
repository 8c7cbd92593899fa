import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type BaselineScope,
  baselineDashboardFigures,
  baselineStatistics,
} from "../../../bench/statistics-baseline";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { type DateRange, rangeLength, shiftDate } from "../../../worker/contracts/date-range";
import { diff, type Figures, ratiosOf, reportOf, ZERO_FIGURES } from "../../../worker/contracts/metrics";
import type { Statistics } from "../../../worker/contracts/statistics/statistics";
import { createDatabase } from "../../../worker/db/client";
import { type FigureRow, figuresOf } from "../../../worker/db/figures-sql";
import type { DailyMetricRow } from "../../../worker/mirror/metric-rows";
import { storeDailyRows } from "../../../worker/mirror/store-daily-rows";
import { dashboardWindows } from "../../../worker/services/statistics/dashboard";
import { signedInUser } from "../support/accounts";
import { connectSeller } from "../support/amazon";
import { call } from "../support/http";
import { marketplaceDay, seedAdvertisedSku, seedCampaign, seedProfile } from "../support/seed-ads";
import { profilesOf, settledSyncs } from "../support/sync";

// GET /api/statistics and /api/statistics/dashboard read stores the sync derives from daily_metrics;
// their answers must stay those of the old definition (bench/statistics-baseline.ts: the raw rows
// joined, filtered and summed), after restated and late days too, for every filter.

const TOKYO = "Asia/Tokyo";
const PLACEMENTS = ["TOP_OF_SEARCH", "REST_OF_SEARCH", "PRODUCT_PAGES"];
const db = createDatabase(env.DB);

let ann: Awaited<ReturnType<typeof signedInUser>>;
let la: number;
let tokyo: number;
let skuA: number;
let skuE: number;
let today: string;
const day = (offset: number) => shiftDate(today, offset);

/** Figures that differ by campaign, day, placement and report version; now and then a row of zeros. */
function figuresFor(campaignId: string, offset: number, placement: number, version: number) {
  const k = campaignId.charCodeAt(0) * 31 + (offset + 100) * 7 + placement * 3 + version * 101;
  if (k % 11 === 0) return { impressions: 0, clicks: 0, costCents: 0, orders: 0, salesCents: 0, units: 0 };
  const orders = k % 4;
  return {
    impressions: 50 + ((k * 37) % 200),
    clicks: 1 + ((k * 13) % 20),
    costCents: 10 + ((k * 97) % 900),
    orders,
    salesCents: orders > 0 ? 500 + ((k * 131) % 5000) : 0,
    units: orders + (k % 2),
  };
}

/** A report's placement rows for `campaignIds` over the days `from`..`to` (offsets from today). */
function report(campaignIds: string[], from: number, to: number, version: number): DailyMetricRow[] {
  const rows: DailyMetricRow[] = [];
  for (const campaignId of campaignIds)
    for (let offset = from; offset <= to; offset += 1) {
      // Some days a campaign has no figures at all; some days only some placements.
      if ((offset + campaignId.charCodeAt(0)) % 5 === 0) continue;
      const placements = (offset + campaignId.charCodeAt(0)) % 3 === 0 ? 1 : PLACEMENTS.length;
      for (let p = 0; p < placements; p += 1)
        rows.push({
          grain: "CAMPAIGN_PLACEMENT",
          entityId: campaignId,
          campaignId,
          date: day(offset),
          placement: PLACEMENTS[p] ?? "",
          ...figuresFor(campaignId, offset, p, version),
        });
    }
  return rows;
}

beforeAll(async () => {
  ann = await signedInUser("ann");
  const bob = await signedInUser("bob");
  today = await marketplaceDay(0);
  la = await seedProfile(ann.id);
  tokyo = await seedProfile(ann.id, TOKYO);
  const bobProfile = await seedProfile(bob.id);
  await seedCampaign(la, { campaignId: "a", name: "Alpha", source: "QUICK_LAUNCH" });
  await seedCampaign(la, { campaignId: "b", name: "Bravo", state: "PAUSED" });
  await seedCampaign(la, { campaignId: "c", name: "Charlie", source: null });
  await seedCampaign(la, { campaignId: "d", name: "Delta", state: "ARCHIVED", source: "MIGRATED" });
  // "x" has figures but no synced campaign row: counted under ALL only, named by its id.
  await seedCampaign(tokyo, { campaignId: "e", name: "Echo" });
  await seedCampaign(tokyo, { campaignId: "f", name: "Foxtrot", state: "PAUSED", source: null });
  await seedCampaign(bobProfile, { campaignId: "z", name: "Bob's" });
  skuA = await seedAdvertisedSku(la, "a", "SKU-A", "B0SKUA0001");
  await env.DB.prepare(
    "update managed_campaigns set advertised_sku_id = ? where profile_id = ? and campaign_id = 'b'",
  )
    .bind(skuA, la)
    .run();
  skuE = await seedAdvertisedSku(tokyo, "e", "SKU-E", "B0SKUE0001");

  // As the sync stores reports: a first long window, then a recent one that restates its overlap,
  // a late report for one campaign restating older days only, and a campaign that starts later.
  await storeDailyRows(db, la, report(["a", "b", "c", "d", "x"], -45, -5, 1));
  await storeDailyRows(db, tokyo, report(["e", "f"], -45, -5, 1));
  await storeDailyRows(db, bobProfile, report(["z"], -45, 0, 1));
  await storeDailyRows(db, la, report(["a", "b", "c", "d", "x"], -14, 0, 2));
  await storeDailyRows(db, tokyo, report(["e"], -14, 0, 2));
  await storeDailyRows(db, la, report(["b"], -30, -25, 3));
  await storeDailyRows(db, tokyo, report(["g"], -3, -1, 1));
});

/** The old service's answer: the baseline's SQL on the same database, assembled as it was. */
async function oldAnswer(scope: BaselineScope, range: DateRange): Promise<Statistics> {
  const { days, top } = baselineStatistics(scope, range);
  const dayRows = await db.all<FigureRow & { date: string }>(days);
  const topRows = await db.all<
    FigureRow & {
      profileId: number;
      campaignId: string;
      name: string;
      source: "QUICK_LAUNCH" | "MIGRATED" | null;
    }
  >(top);
  const byDate = new Map(dayRows.map((row) => [row.date, figuresOf(row)]));
  const sum = [...byDate.values()].reduce(
    (a: Figures, b: Figures) => ({
      impressions: a.impressions + b.impressions,
      clicks: a.clicks + b.clicks,
      spendCents: a.spendCents + b.spendCents,
      salesCents: a.salesCents + b.salesCents,
      orders: a.orders + b.orders,
      units: a.units + b.units,
    }),
    ZERO_FIGURES,
  );
  return {
    ...range,
    total: reportOf(sum),
    daily: Array.from({ length: rangeLength(range) }, (_, i) => shiftDate(range.startDate, i)).map(
      (date) => ({
        date,
        ...reportOf(byDate.get(date) ?? ZERO_FIGURES),
      }),
    ),
    topCampaigns: topRows.map((row) => ({
      id: row.campaignId,
      profileId: row.profileId,
      name: row.name,
      source: row.source ?? null,
      report: reportOf(figuresOf(row)),
    })),
    // Every scope here is of one currency (one profile, or US-dollar profiles only): nothing converted.
    money: expect.objectContaining({ usdRatesDate: null }),
    previous: null,
    reportedThrough: expect.any(String),
  };
}

const RANGES: [string, number, number][] = [
  ["the last 7 days", -6, 0],
  ["the last 30 days", -29, 0],
  ["95 days", -94, 0],
  ["days of the late report only", -35, -20],
  ["a range running past today", -3, 3],
  ["a range before any figures", -80, -60],
];

describe("GET /api/statistics answers as the raw daily rows did", () => {
  const scopes: [string, () => { query: string; scope: Omit<BaselineScope, "userId"> }][] = [
    ["every profile", () => ({ query: "", scope: { state: "ALL" } })],
    ["ENABLED campaigns", () => ({ query: "&state=ENABLED", scope: { state: "ENABLED" } })],
    ["PAUSED campaigns", () => ({ query: "&state=PAUSED", scope: { state: "PAUSED" } })],
    ["one profile", () => ({ query: `&profileId=${la}`, scope: { state: "ALL", profileId: la } })],
    [
      "one profile's PAUSED campaigns",
      () => ({ query: `&profileId=${tokyo}&state=PAUSED`, scope: { state: "PAUSED", profileId: tokyo } }),
    ],
    [
      "an advertised SKU",
      () => ({ query: `&advertisedSkuId=${skuA}`, scope: { state: "ALL", advertisedSkuId: skuA } }),
    ],
    [
      "an advertised SKU's PAUSED campaigns",
      () => ({
        query: `&advertisedSkuId=${skuA}&state=PAUSED`,
        scope: { state: "PAUSED", advertisedSkuId: skuA },
      }),
    ],
    [
      "an advertised SKU in one profile, ENABLED",
      () => ({
        query: `&advertisedSkuId=${skuE}&state=ENABLED&profileId=${tokyo}`,
        scope: { state: "ENABLED", advertisedSkuId: skuE, profileId: tokyo },
      }),
    ],
  ];
  for (const [scopeName, scopeOf] of scopes) {
    it(`for ${scopeName}, over each range`, async () => {
      const { query, scope } = scopeOf();
      for (const [rangeName, from, to] of RANGES) {
        const range = { startDate: day(from), endDate: day(to) };
        const { status, json } = await call(
          `/api/statistics?startDate=${range.startDate}&endDate=${range.endDate}${query}`,
          { cookie: ann.cookie },
        );
        expect(status, rangeName).toBe(200);
        expect(json.data, rangeName).toEqual(await oldAnswer({ userId: ann.id, ...scope }, range));
      }
    });
  }

  it("has figures to compare: the filters and ranges above are not all empty", async () => {
    const range = { startDate: day(-29), endDate: day(0) };
    const all = await oldAnswer({ userId: ann.id, state: "ALL" }, range);
    expect(all.topCampaigns.map((campaign) => campaign.id).sort()).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
      "f",
      "g",
      "x",
    ]);
    expect(all.topCampaigns.find((campaign) => campaign.id === "x")?.name).toBe("x");
    const paused = await oldAnswer({ userId: ann.id, state: "PAUSED" }, range);
    expect(paused.topCampaigns.map((campaign) => campaign.id).sort()).toEqual(["b", "f"]);
    const sku = await oldAnswer({ userId: ann.id, state: "ALL", advertisedSkuId: skuA }, range);
    expect(sku.topCampaigns.map((campaign) => campaign.id).sort()).toEqual(["a", "b"]);
    expect(sku.total.impressions).toBeGreaterThan(0);
  });

  it("sees a restated day once the sync stores it again", async () => {
    const range = { startDate: day(-6), endDate: day(0) };
    const before = await call(`/api/statistics?startDate=${range.startDate}&endDate=${range.endDate}`, {
      cookie: ann.cookie,
    });
    await storeDailyRows(db, la, report(["a", "c"], -3, -2, 4));
    const after = await call(`/api/statistics?startDate=${range.startDate}&endDate=${range.endDate}`, {
      cookie: ann.cookie,
    });
    expect(after.json.data.daily[3]).not.toEqual(before.json.data.daily[3]);
    expect(after.json.data).toEqual(await oldAnswer({ userId: ann.id, state: "ALL" }, range));
  });
});

describe("after a seller's first sync through the sandbox (reports re-pulled, recent days restated)", () => {
  it("GET /api/statistics answers as the raw daily rows did, for each profile and state", async () => {
    const seller = await signedInUser("synced");
    const profiles = await profilesOf(await connectSeller(seller.cookie));
    expect(await settledSyncs(profiles.map(({ id }) => id))).toEqual(profiles.map(() => "SUCCEEDED"));
    const end = await marketplaceDay(0);
    const range = { startDate: shiftDate(end, -59), endDate: end };
    let shown = 0;
    for (const { id } of profiles)
      for (const state of ["ALL", "ENABLED", "PAUSED"] as const) {
        const { json } = await call(
          `/api/statistics?startDate=${range.startDate}&endDate=${range.endDate}&profileId=${id}&state=${state}`,
          { cookie: seller.cookie },
        );
        expect(json.data).toEqual(await oldAnswer({ userId: seller.id, profileId: id, state }, range));
        shown += json.data.total.impressions;
      }
    expect(shown).toBeGreaterThan(0);
  });
});

describe("profile_daily_totals", () => {
  it("holds each profile's placement rows summed per day, after restated and late reports", async () => {
    const store = await env.DB.prepare(
      "select profile_id, date, impressions, clicks, cost_cents, orders, sales_cents, units from profile_daily_totals where profile_id in (?, ?) order by profile_id, date",
    )
      .bind(la, tokyo)
      .all();
    const raw = await env.DB.prepare(
      "select profile_id, date, sum(impressions) as impressions, sum(clicks) as clicks, sum(cost_cents) as cost_cents, sum(orders) as orders, sum(sales_cents) as sales_cents, sum(units) as units from daily_metrics where profile_id in (?, ?) and grain = 'CAMPAIGN_PLACEMENT' group by profile_id, date order by profile_id, date",
    )
      .bind(la, tokyo)
      .all();
    expect(raw.results.length).toBeGreaterThan(80);
    expect(store.results).toEqual(raw.results);
  });
});

describe("GET /api/statistics/dashboard answers as the raw daily rows did", () => {
  it("over every profile (two time zones) and over one", async () => {
    const laZone = { id: la, timezone: "America/Los_Angeles" };
    const tokyoZone = { id: tokyo, timezone: TOKYO };
    const now = await marketplaceNow(env);
    const cases: [string, number | undefined, { id: number; timezone: string }[]][] = [
      ["", undefined, [laZone, tokyoZone]],
      [`?profileId=${tokyo}`, tokyo, [tokyoZone]],
    ];
    for (const [query, profileId, profiles] of cases) {
      const windows = dashboardWindows(profiles as never, now);
      const rows = await db.all<FigureRow & { period: string }>(
        baselineDashboardFigures({ userId: ann.id, profileId }, windows),
      );
      const figuresIn = (period: string) => figuresOf(rows.find((row) => row.period === period));
      const current = ratiosOf(figuresIn("current"));
      const previous = ratiosOf(figuresIn("previous"));
      const totals = reportOf(figuresIn("current"));
      const before = reportOf(figuresIn("previous"));
      const { status, json } = await call(`/api/statistics/dashboard${query}`, { cookie: ann.cookie });
      expect(status).toBe(200);
      expect(current.roas).not.toBeNull();
      expect(json.data).toMatchObject({
        ...current,
        diffRoas: diff(current.roas, previous.roas),
        diffAcos: diff(current.acos, previous.acos),
        diffCtr: diff(current.ctr, previous.ctr),
        diffCvr: diff(current.cvr, previous.cvr),
        spend: totals.spend,
        sales: totals.sales,
        orders: figuresIn("current").orders,
        diffSpend: diff(totals.spend, before.spend),
        diffSales: diff(totals.sales, before.sales),
        diffOrders: figuresIn("current").orders - figuresIn("previous").orders,
      });
    }
  });
});
