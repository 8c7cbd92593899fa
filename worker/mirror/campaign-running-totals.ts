import { addDays, format, parseISO } from "date-fns";
import { type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import type { DailyMetricRow } from "./metric-rows";

/** Campaigns whose placement figures were (re)written, and the first and last dates written. */
export type TouchedCampaigns = { from: string; to: string; campaignIds: string[] };

/** What a batch of upserted report rows changes in campaign_running_totals; null if nothing. */
export function touchedCampaigns(rows: DailyMetricRow[]): TouchedCampaigns | null {
  const placementRows = rows.filter((row) => row.grain === "CAMPAIGN_PLACEMENT");
  if (placementRows.length === 0) return null;
  let from = placementRows[0]?.date ?? "";
  let to = from;
  const campaignIds = new Set<string>();
  for (const row of placementRows) {
    campaignIds.add(row.campaignId);
    if (row.date < from) from = row.date;
    if (row.date > to) to = row.date;
  }
  return { from, to, campaignIds: [...campaignIds].sort() };
}

/** Both batches' campaigns, over both batches' days. */
export function mergeTouched(
  a: TouchedCampaigns | null,
  b: TouchedCampaigns | null,
): TouchedCampaigns | null {
  if (!a || !b) return a ?? b;
  return {
    from: a.from < b.from ? a.from : b.from,
    to: a.to > b.to ? a.to : b.to,
    campaignIds: [...new Set([...a.campaignIds, ...b.campaignIds])].sort(),
  };
}

const dayAfter = (date: string, days = 1) => format(addDays(parseISO(date), days), "yyyy-MM-dd");

/**
 * The statements that bring a profile's campaign_running_totals in line with daily_metrics after
 * `touched` was upserted, given the profile's last day in the store before (`horizon`, null if
 * empty). The store stays dense up to the new last day: untouched campaigns are carried forward to
 * it, and the touched ones are rebuilt from their first written day (or from the day after the old
 * last day, when the report starts later) on top of their running totals the day before. A restated
 * day therefore moves every later total with it. To run in one batch (one transaction).
 */
export function runningTotalsRefresh(
  profileId: number,
  touched: TouchedCampaigns,
  horizon: string | null,
): SQL[] {
  const ids = JSON.stringify(touched.campaignIds);
  const lastDay = horizon && horizon > touched.to ? horizon : touched.to;
  const gridStart = horizon && horizon < dayAfter(touched.from, -1) ? dayAfter(horizon) : touched.from;
  const dayBefore = dayAfter(gridStart, -1);
  const statements: SQL[] = [];
  if (horizon && lastDay > horizon) {
    statements.push(sql`
      with recursive days(date) as (
        select ${dayAfter(horizon)} union all select date(date, '+1 day') from days where date < ${lastDay}
      )
      insert into campaign_running_totals
      select r.profile_id, days.date, r.campaign_id, r.impressions, r.clicks, r.cost_cents, r.orders,
        r.sales_cents, r.units, r.days_with_figures
      from campaign_running_totals r cross join days
      where r.profile_id = ${profileId} and r.date = ${horizon}
        and r.campaign_id not in (select value from json_each(${ids}))`);
  }
  statements.push(sql`
    delete from campaign_running_totals
    where profile_id = ${profileId} and date >= ${gridStart}
      and campaign_id in (select value from json_each(${ids}))`);
  statements.push(sql`
    with recursive days(date) as (
      select ${gridStart} union all select date(date, '+1 day') from days where date < ${lastDay}
    ),
    touched as (select distinct value as campaign_id from json_each(${ids})),
    carried as (
      select r.* from touched t
      join campaign_running_totals r on r.profile_id = ${profileId} and r.date = ${dayBefore}
        and r.campaign_id = t.campaign_id
    ),
    sums as (
      select dm.campaign_id, dm.date, sum(dm.impressions) as impressions, sum(dm.clicks) as clicks,
        sum(dm.cost_cents) as cost_cents, sum(dm.orders) as orders, sum(dm.sales_cents) as sales_cents,
        sum(dm.units) as units
      from touched t
      join daily_metrics dm on dm.profile_id = ${profileId} and dm.grain = 'CAMPAIGN_PLACEMENT'
        and dm.entity_id = t.campaign_id and dm.date between ${gridStart} and ${lastDay}
      group by dm.campaign_id, dm.date
    ),
    running as (
      select t.campaign_id, days.date,
        coalesce(c.impressions, 0) + sum(coalesce(s.impressions, 0)) over w as impressions,
        coalesce(c.clicks, 0) + sum(coalesce(s.clicks, 0)) over w as clicks,
        coalesce(c.cost_cents, 0) + sum(coalesce(s.cost_cents, 0)) over w as cost_cents,
        coalesce(c.orders, 0) + sum(coalesce(s.orders, 0)) over w as orders,
        coalesce(c.sales_cents, 0) + sum(coalesce(s.sales_cents, 0)) over w as sales_cents,
        coalesce(c.units, 0) + sum(coalesce(s.units, 0)) over w as units,
        coalesce(c.days_with_figures, 0) + sum(s.campaign_id is not null) over w as days_with_figures
      from touched t
      cross join days
      left join sums s on s.campaign_id = t.campaign_id and s.date = days.date
      left join carried c on c.campaign_id = t.campaign_id
      window w as (partition by t.campaign_id order by days.date)
    )
    insert into campaign_running_totals
    select ${profileId}, date, campaign_id, impressions, clicks, cost_cents, orders, sales_cents, units,
      days_with_figures
    from running where days_with_figures > 0`);
  return statements;
}

const dialect = new SQLiteAsyncDialect();

/**
 * Brings campaign_running_totals in line with daily_metrics after `touched` was upserted, in one
 * transaction with `first` (daily rows removed: the totals never go without them).
 */
export async function refreshRunningTotals(
  db: Database,
  profileId: number,
  touched: TouchedCampaigns | null,
  first: SQL[] = [],
) {
  if (!touched && first.length === 0) return;
  const [{ horizon } = { horizon: null }] = touched
    ? await db.all<{ horizon: string | null }>(
        sql`select max(date) as horizon from campaign_running_totals where profile_id = ${profileId}`,
      )
    : [];
  // D1's own batch: drizzle's cannot batch raw SQL with parameters. createDatabase() keeps the binding.
  const d1 = (db as Database & { $client: D1Database }).$client;
  const refresh = touched ? runningTotalsRefresh(profileId, touched, horizon) : [];
  const statements = [...first, ...refresh].map((statement) => {
    const query = dialect.sqlToQuery(statement);
    return d1.prepare(query.sql).bind(...query.params);
  });
  await d1.batch(statements);
}
