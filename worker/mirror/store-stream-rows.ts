import { sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { streamAdConversions, streamAdTraffic } from "../db/stream-schema";
import { upsertRows } from "../db/upsert";
import type { StreamRows } from "./stream-records";

const dialect = new SQLiteAsyncDialect();

/**
 * Stores a batch of stream rows by (profile, ad, hour), each dataset in its own table (a re-sent hour
 * replaces what it sent before), then rewrites sku_hourly_figures for the hours the batch touched: the
 * sums over the profile's product ads of each SKU. Idempotent: the same messages twice change nothing.
 */
export async function storeStreamRows(db: Database, profileId: number, rows: StreamRows): Promise<void> {
  const traffic = rows.traffic.map((row) => ({ profileId, ...row }));
  const conversions = rows.conversions.map((row) => ({ profileId, ...row }));
  await upsertRows(
    db,
    streamAdTraffic,
    [streamAdTraffic.profileId, streamAdTraffic.adId, streamAdTraffic.hourStart],
    traffic,
  );
  await upsertRows(
    db,
    streamAdConversions,
    [streamAdConversions.profileId, streamAdConversions.adId, streamAdConversions.hourStart],
    conversions,
  );
  const hours = [...new Set([...rows.traffic, ...rows.conversions].map((row) => row.hourStart))];
  if (hours.length > 0) await refreshSkuHours(db, profileId, hours);
}

async function refreshSkuHours(db: Database, profileId: number, hours: string[]) {
  const touched = JSON.stringify(hours);
  const statements = [
    sql`delete from sku_hourly_figures
      where profile_id = ${profileId} and hour_start in (select value from json_each(${touched}))`,
    sql`insert into sku_hourly_figures
        (profile_id, sku, hour_start, impressions, clicks, cost_cents, orders, sales_cents, units)
      select ${profileId}, ads.sku, figures.hour_start, sum(figures.impressions), sum(figures.clicks),
        sum(figures.cost_cents), sum(figures.orders), sum(figures.sales_cents), sum(figures.units)
      from (
        select ad_id, hour_start, impressions, clicks, cost_cents, 0 as orders, 0 as sales_cents, 0 as units
        from stream_ad_traffic
        where profile_id = ${profileId} and hour_start in (select value from json_each(${touched}))
        union all
        select ad_id, hour_start, 0, 0, 0, orders, sales_cents, units
        from stream_ad_conversions
        where profile_id = ${profileId} and hour_start in (select value from json_each(${touched}))
      ) as figures
      join sp_product_ads as ads on ads.profile_id = ${profileId} and ads.ad_id = figures.ad_id
      where ads.sku is not null
      group by ads.sku, figures.hour_start`,
  ];
  // D1's own batch (one transaction): drizzle's cannot batch raw SQL with parameters.
  const d1 = (db as Database & { $client: D1Database }).$client;
  await d1.batch(
    statements.map((statement) => {
      const query = dialect.sqlToQuery(statement);
      return d1.prepare(query.sql).bind(...query.params);
    }),
  );
}
