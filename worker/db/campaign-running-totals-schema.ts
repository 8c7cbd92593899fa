/**
 * The campaign list's store: per campaign and day, the campaign's figures summed over its placements
 * and over every day up to and including that date (running totals), and how many of those days had
 * figures. Dense: from a campaign's first day with figures to the profile's last synced day, every
 * day has a row, so any range's figures are the row at the range's last day minus the row before the
 * range. Keyed by date first (and WITHOUT ROWID in the migration): one day's rows of all a profile's
 * campaigns are neighbours on disk, so totals over thousands of campaigns read a few pages.
 * Derived from daily_metrics (CAMPAIGN_PLACEMENT) by worker/mirror/campaign-running-totals.ts after each
 * report is upserted; never written otherwise.
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { figureColumns } from "./figure-columns";
import { amazonProfiles } from "./schema";

export const campaignRunningTotals = sqliteTable(
  "campaign_running_totals",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => amazonProfiles.id),
    date: text("date").notNull(),
    campaignId: text("campaign_id").notNull(),
    ...figureColumns(),
    /** Days up to this one that had figures: a range with none shows no report at all. */
    daysWithFigures: integer("days_with_figures").notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.date, table.campaignId] })],
);
