/**
 * The Analytics screen's and the dashboard's store: per profile and day, the figures of all the
 * profile's campaigns summed over their placements (daily_metrics CAMPAIGN_PLACEMENT rows). A 90-day
 * series of a profile is 90 rows instead of campaigns × days × placements. No campaign filter can
 * apply to it: filtered statistics read campaign_running_totals or daily_metrics instead. Derived by
 * worker/mirror/profile-daily-totals.ts after each report is upserted (restated days are rewritten);
 * never written otherwise.
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { figureColumns } from "./figure-columns";
import { amazonProfiles } from "./schema";

export const profileDailyTotals = sqliteTable(
  "profile_daily_totals",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => amazonProfiles.id),
    date: text("date").notNull(),
    ...figureColumns(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.date] })],
);
