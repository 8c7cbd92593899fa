/**
 * Amazon Marketing Stream on our side: the subscriptions made for each profile (one per dataset,
 * created once), and the records received per ad and UTC hour, one table per dataset so each
 * delivery replaces only its own figures. sku_hourly_figures is summed from them through the
 * profile's product ads (mirror/store-stream-rows.ts).
 */
import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { amazonProfiles } from "./schema";

const profileId = () =>
  integer("profile_id")
    .notNull()
    .references(() => amazonProfiles.id);

export const streamSubscriptions = sqliteTable(
  "stream_subscriptions",
  {
    profileId: profileId(),
    dataSetId: text("data_set_id", { enum: ["sp-traffic", "sp-conversion"] }).notNull(),
    subscriptionId: text("subscription_id").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.dataSetId] })],
);

/** sp-traffic per ad and hour (`YYYY-MM-DDTHH:00:00.000Z`), money in cents. */
export const streamAdTraffic = sqliteTable(
  "stream_ad_traffic",
  {
    profileId: profileId(),
    adId: text("ad_id").notNull(),
    hourStart: text("hour_start").notNull(),
    impressions: integer("impressions").notNull(),
    clicks: integer("clicks").notNull(),
    costCents: integer("cost_cents").notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.adId, table.hourStart] })],
);

/** sp-conversion per ad and click hour: the 7-day window, as the reports' figures are. */
export const streamAdConversions = sqliteTable(
  "stream_ad_conversions",
  {
    profileId: profileId(),
    adId: text("ad_id").notNull(),
    hourStart: text("hour_start").notNull(),
    orders: integer("orders").notNull(),
    salesCents: integer("sales_cents").notNull(),
    units: integer("units").notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.adId, table.hourStart] })],
);
