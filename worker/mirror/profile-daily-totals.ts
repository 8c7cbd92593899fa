import { type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { shiftDate } from "../contracts/date-range";
import type { Database } from "../db/client";
import type { TouchedCampaigns } from "./campaign-running-totals";

/**
 * The statements that rewrite a profile's profile_daily_totals over the days a report wrote
 * (`from`..`to`), once campaign_running_totals is refreshed: a day's figures are the sum of every
 * campaign's running totals that day minus the day before. That store is keyed by date and dense, so
 * this reads (days + 1) × campaigns rows whatever the profile's history. A restated day is rewritten;
 * later days keep their figures (their running totals all moved by the same amount). To run in one
 * batch (one transaction).
 */
export function profileDailyTotalsRefresh(
  profileId: number,
  written: Pick<TouchedCampaigns, "from" | "to">,
): SQL[] {
  const { from, to } = written;
  return [
    sql`delete from profile_daily_totals where profile_id = ${profileId} and date between ${from} and ${to}`,
    sql`
      insert into profile_daily_totals
        (profile_id, date, impressions, clicks, cost_cents, orders, sales_cents, units)
      select ${profileId}, date, impressions, clicks, cost_cents, orders, sales_cents, units
      from (
        select date,
          impressions - lag(impressions, 1, 0) over w as impressions,
          clicks - lag(clicks, 1, 0) over w as clicks,
          cost_cents - lag(cost_cents, 1, 0) over w as cost_cents,
          orders - lag(orders, 1, 0) over w as orders,
          sales_cents - lag(sales_cents, 1, 0) over w as sales_cents,
          units - lag(units, 1, 0) over w as units
        from (
          select date, sum(impressions) as impressions, sum(clicks) as clicks, sum(cost_cents) as cost_cents,
            sum(orders) as orders, sum(sales_cents) as sales_cents, sum(units) as units
          from campaign_running_totals
          where profile_id = ${profileId} and date between ${shiftDate(from, -1)} and ${to}
          group by date
        )
        window w as (order by date)
      )
      where date >= ${from}`,
  ];
}

const dialect = new SQLiteAsyncDialect();

/** Brings profile_daily_totals in line with daily_metrics after `touched` was upserted. */
export async function refreshProfileDailyTotals(
  db: Database,
  profileId: number,
  touched: TouchedCampaigns | null,
) {
  if (!touched) return;
  // D1's own batch: drizzle's cannot batch raw SQL with parameters. createDatabase() keeps the binding.
  const d1 = (db as Database & { $client: D1Database }).$client;
  await d1.batch(
    profileDailyTotalsRefresh(profileId, touched).map((statement) => {
      const query = dialect.sqlToQuery(statement);
      return d1.prepare(query.sql).bind(...query.params);
    }),
  );
}
