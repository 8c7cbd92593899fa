import { type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../app-env";
import type { DailyMetricRow } from "./metric-rows";

/** Campaigns whose placement figures were (re)written, and the earliest date written. */
export type TouchedCampaigns = { from: string; campaignIds: string[] };

/** What a batch of upserted report rows changes in campaign_running_totals; null if nothing. */
export function touchedCampaigns(rows: DailyMetricRow[]): TouchedCampaigns | null {
  const placementRows = rows.filter((row) => row.grain === "CAMPAIGN_PLACEMENT");
  if (placementRows.length === 0) return null;
  let from = placementRows[0]?.date ?? "";
  const campaignIds = new Set<string>();
  for (const row of placementRows) {
    campaignIds.add(row.campaignId);
    if (row.date < from) from = row.date;
  }
  return { from, campaignIds: [...campaignIds].sort() };
}

/**
 * Recomputes the touched campaigns' running totals from `from` on: their rows from that date are
 * dropped and rebuilt from daily_metrics (summed over placements per day, accumulated per campaign on
 * top of the last total before `from`). A restated day therefore moves every later total with it.
 * Two statements, to run in one batch (one transaction): readers never see the gap.
 */
export function runningTotalsRefresh(profileId: number, touched: TouchedCampaigns): [SQL, SQL] {
  const ids = JSON.stringify(touched.campaignIds);
  const drop = sql`
    delete from campaign_running_totals
    where profile_id = ${profileId} and date >= ${touched.from}
      and campaign_id in (select value from json_each(${ids}))`;
  const rebuild = sql`
    with touched as (select distinct value as campaign_id from json_each(${ids})),
    carried as (
      select t.campaign_id, r.impressions, r.clicks, r.cost_cents, r.orders, r.sales_cents, r.units
      from touched t
      join campaign_running_totals r on r.profile_id = ${profileId} and r.campaign_id = t.campaign_id
        and r.date = (
          select max(x.date) from campaign_running_totals x
          where x.profile_id = ${profileId} and x.campaign_id = t.campaign_id and x.date < ${touched.from}
        )
    ),
    days as (
      select dm.campaign_id, dm.date, sum(dm.impressions) as impressions, sum(dm.clicks) as clicks,
        sum(dm.cost_cents) as cost_cents, sum(dm.orders) as orders, sum(dm.sales_cents) as sales_cents,
        sum(dm.units) as units
      from touched t
      join daily_metrics dm on dm.profile_id = ${profileId} and dm.grain = 'CAMPAIGN_PLACEMENT'
        and dm.entity_id = t.campaign_id and dm.date >= ${touched.from}
      group by dm.campaign_id, dm.date
    )
    insert into campaign_running_totals
      (profile_id, campaign_id, date, impressions, clicks, cost_cents, orders, sales_cents, units)
    select ${profileId}, d.campaign_id, d.date,
      coalesce(c.impressions, 0) + sum(d.impressions) over w, coalesce(c.clicks, 0) + sum(d.clicks) over w,
      coalesce(c.cost_cents, 0) + sum(d.cost_cents) over w, coalesce(c.orders, 0) + sum(d.orders) over w,
      coalesce(c.sales_cents, 0) + sum(d.sales_cents) over w, coalesce(c.units, 0) + sum(d.units) over w
    from days d
    left join carried c on c.campaign_id = d.campaign_id
    window w as (partition by d.campaign_id order by d.date)`;
  return [drop, rebuild];
}

const dialect = new SQLiteAsyncDialect();

/** Brings campaign_running_totals in line with daily_metrics after `touched` was upserted. */
export async function refreshRunningTotals(
  db: Database,
  profileId: number,
  touched: TouchedCampaigns | null,
) {
  if (!touched) return;
  // D1's own batch: drizzle's cannot batch raw SQL with parameters. createDatabase() keeps the binding.
  const d1 = (db as Database & { $client: D1Database }).$client;
  const statements = runningTotalsRefresh(profileId, touched).map((statement) => {
    const query = dialect.sqlToQuery(statement);
    return d1.prepare(query.sql).bind(...query.params);
  });
  await d1.batch(statements);
}
