/**
 * The campaign list's store: per campaign and per day that has figures, the campaign's figures summed
 * over its placements and over every day up to and including that date (running totals). Any range's
 * figures are the row at the range's last day with figures minus the row before the range: two index
 * seeks per campaign, whatever the range's length. Derived from daily_metrics (CAMPAIGN_PLACEMENT) by
 * worker/sync/campaign-running-totals.ts after each report is upserted; never written otherwise.
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { amazonProfiles } from "./schema";

export const campaignRunningTotals = sqliteTable(
  "campaign_running_totals",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => amazonProfiles.id),
    campaignId: text("campaign_id").notNull(),
    date: text("date").notNull(),
    impressions: integer("impressions").notNull(),
    clicks: integer("clicks").notNull(),
    costCents: integer("cost_cents").notNull(),
    orders: integer("orders").notNull(),
    salesCents: integer("sales_cents").notNull(),
    units: integer("units").notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.campaignId, table.date] })],
);
