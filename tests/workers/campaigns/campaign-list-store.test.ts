import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DailyMetricRow } from "../../../worker/mirror/metric-rows";
import { storeDailyRows } from "../../../worker/mirror/store-daily-rows";
import { signedInUser } from "../support/accounts";
import { connectSeller } from "../support/amazon";
import { call } from "../support/http";
import { marketplaceDay, seedCampaign, seedProfile } from "../support/seed-ads";
import { db, profilesOf, settledSyncs } from "../support/sync";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
const days = new Map<number, string>();
/** The marketplace day `offset` days from today. */
const day = (offset: number) => days.get(offset) ?? "";

type Listed = { id: string; report?: { impressions: number; clicks: number; spend: number } };

async function listed(query = "") {
  const { status, json } = await call(`/api/campaigns/${profile}/page${query}`, { cookie: ann.cookie });
  expect(status).toBe(200);
  const byId = new Map<string, Listed>(json.data.campaigns.map((row: Listed) => [row.id, row]));
  return { r1: byId.get("r1"), r2: byId.get("r2"), total: json.data.total };
}

const between = (from: number, to: number) => `?startDate=${day(from)}&endDate=${day(to)}`;

/** A placement row as the sync builds it from an spCampaigns report. */
const reportRow = (
  campaignId: string,
  date: string,
  placement: string,
  impressions: number,
  clicks = 0,
  costCents = 0,
): DailyMetricRow => ({
  grain: "CAMPAIGN_PLACEMENT",
  entityId: campaignId,
  campaignId,
  date,
  placement,
  impressions,
  clicks,
  costCents,
  orders: 0,
  salesCents: 0,
  units: 0,
});

/**
 * Running totals recomputed from scratch out of daily_metrics, densely (every day from a campaign's
 * first day with figures to the profile's last day): what the store must hold.
 */
async function expectStoreFollowsDailyMetrics(profileId: number) {
  const stored = await env.DB.prepare(
    "select campaign_id, date, impressions, clicks, cost_cents, orders, sales_cents, units, days_with_figures from campaign_running_totals where profile_id = ? order by campaign_id, date",
  )
    .bind(profileId)
    .all();
  const recomputed = await env.DB.prepare(
    `with recursive sums as (
      select campaign_id, date, sum(impressions) as impressions, sum(clicks) as clicks,
        sum(cost_cents) as cost_cents, sum(orders) as orders, sum(sales_cents) as sales_cents, sum(units) as units
      from daily_metrics where profile_id = ?1 and grain = 'CAMPAIGN_PLACEMENT' group by campaign_id, date
    ),
    grid(campaign_id, date) as (
      select campaign_id, min(date) from sums group by campaign_id
      union all
      select campaign_id, date(date, '+1 day') from grid where date < (select max(date) from sums)
    )
    select g.campaign_id, g.date, sum(coalesce(s.impressions, 0)) over w as impressions,
      sum(coalesce(s.clicks, 0)) over w as clicks, sum(coalesce(s.cost_cents, 0)) over w as cost_cents,
      sum(coalesce(s.orders, 0)) over w as orders, sum(coalesce(s.sales_cents, 0)) over w as sales_cents,
      sum(coalesce(s.units, 0)) over w as units, sum(s.date is not null) over w as days_with_figures
    from grid g left join sums s on s.campaign_id = g.campaign_id and s.date = g.date
    window w as (partition by g.campaign_id order by g.date) order by g.campaign_id, g.date`,
  )
    .bind(profileId)
    .all();
  expect(stored.results.length).toBeGreaterThan(0);
  expect(stored.results).toEqual(recomputed.results);
}

beforeAll(async () => {
  ann = await signedInUser("ann");
  profile = await seedProfile(ann.id);
  await seedCampaign(profile, { campaignId: "r1", name: "Restated One" });
  await seedCampaign(profile, { campaignId: "r2", name: "Restated Two" });
  for (const offset of [-12, -11, -9, -8, -6, -5, -2, 0]) days.set(offset, await marketplaceDay(offset));
  await storeDailyRows(db(), profile, [
    reportRow("r1", day(-9), "TOP_OF_SEARCH", 100, 10, 1000),
    reportRow("r1", day(-5), "TOP_OF_SEARCH", 10, 1, 100),
    reportRow("r1", day(-5), "REST_OF_SEARCH", 20, 2, 200),
    reportRow("r1", day(-2), "PRODUCT_PAGES", 5),
    reportRow("r2", day(-5), "TOP_OF_SEARCH", 7),
  ]);
});

describe("the campaign list's store (campaign_running_totals)", () => {
  it("answers any range from running totals: placements summed, days outside the range left out", async () => {
    const week = await listed();
    expect(week.r1?.report).toMatchObject({ impressions: 35, clicks: 3, spend: 3 });
    expect(week.total).toMatchObject({ count: 2, impressions: 42, clicks: 3, spend: 3 });
    expect((await listed(between(-9, -9))).r1?.report).toMatchObject({ impressions: 100, spend: 10 });
    expect((await listed(between(-12, 0))).r1?.report).toMatchObject({ impressions: 135, clicks: 13 });
    // Days without figures inside the range: no report at all, as with no rows.
    const gap = await listed(between(-8, -6));
    expect(gap.r1).not.toHaveProperty("report");
    expect(gap.total).toMatchObject({ count: 2, impressions: 0, clicks: 0 });
    await expectStoreFollowsDailyMetrics(profile);
  });

  it("follows a restated day: the re-pulled row replaces the old one, later ranges move with it", async () => {
    await storeDailyRows(db(), profile, [
      reportRow("r1", day(-5), "TOP_OF_SEARCH", 50, 5, 500),
      reportRow("r1", day(-2), "PRODUCT_PAGES", 5),
    ]);
    expect((await listed()).r1?.report).toMatchObject({ impressions: 75, clicks: 7, spend: 7 });
    expect((await listed(between(-5, -5))).r1?.report).toMatchObject({ impressions: 70, clicks: 7 });
    expect((await listed(between(-2, 0))).r1?.report).toMatchObject({ impressions: 5, clicks: 0 });

    // An earlier day restated and a late first day: every later total moves, nothing is counted twice.
    await storeDailyRows(db(), profile, [
      reportRow("r1", day(-11), "TOP_OF_SEARCH", 3),
      reportRow("r1", day(-9), "TOP_OF_SEARCH", 1, 1, 100),
    ]);
    expect((await listed(between(-12, 0))).r1?.report).toMatchObject({
      impressions: 79,
      clicks: 8,
      spend: 8,
    });
    expect((await listed(between(-9, -5))).r1?.report).toMatchObject({ impressions: 71, clicks: 8 });
    expect((await listed()).total).toMatchObject({ impressions: 82, clicks: 7, spend: 7 });
    await expectStoreFollowsDailyMetrics(profile);
  });

  it("carries campaigns a later report leaves out forward, so ranges past their last figures stay right", async () => {
    // The store's last day was D-2; a report of D0 alone names only r2.
    await storeDailyRows(db(), profile, [reportRow("r2", day(0), "TOP_OF_SEARCH", 9)]);
    const week = await listed();
    expect(week.r1?.report).toMatchObject({ impressions: 75 });
    expect(week.r2?.report).toMatchObject({ impressions: 16 });
    const today = await listed(between(0, 0));
    expect(today.r1).not.toHaveProperty("report");
    expect(today.r2?.report).toMatchObject({ impressions: 9 });
    await expectStoreFollowsDailyMetrics(profile);
  });

  it("lists the advertised SKU of a campaign with a link to its product page; none when it has none", async () => {
    const sku = await env.DB.prepare(
      "insert into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents) values (?, 'SHOE-42', 'B0SHOE0042', 5000, 20, 300) returning id",
    )
      .bind(profile)
      .first<{ id: number }>();
    await env.DB.prepare(
      "update managed_campaigns set advertised_sku_id = ? where profile_id = ? and campaign_id = 'r1'",
    )
      .bind(sku?.id, profile)
      .run();
    const { r1, r2 } = await listed();
    expect(r1).toMatchObject({
      advertisedSku: { asin: "B0SHOE0042", sku: "SHOE-42", url: "https://www.amazon.com/dp/B0SHOE0042" },
    });
    expect(r2).not.toHaveProperty("advertisedSku");
  });

  it("is kept by the sync itself: after a seller's first sync it equals running totals of daily_metrics", async () => {
    const seller = await signedInUser("sync");
    const tokenId = await connectSeller(seller.cookie);
    const profiles = await profilesOf(tokenId);
    expect(await settledSyncs(profiles.map(({ id }) => id))).toEqual(profiles.map(() => "SUCCEEDED"));
    const us = profiles.find((candidate) => candidate.countryCode === "US");
    if (!us) throw new Error("no US profile");
    await expectStoreFollowsDailyMetrics(us.id);
  });
});
