/**
 * A SKU's figures per UTC hour, the shape Amazon Marketing Stream delivers (the sp-traffic and
 * sp-conversion datasets: one row per advertised SKU and `time_window_start`, an hour in UTC). The
 * day-parting heatmap reads it, shifted into the marketplace's weekday and hour. Reports (daily) have
 * no hours, so nothing else can fill it; see docs/automation.md "Day parting".
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { figureColumns } from "./figure-columns";
import { amazonProfiles } from "./schema";

export const skuHourlyFigures = sqliteTable(
  "sku_hourly_figures",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => amazonProfiles.id),
    sku: text("sku").notNull(),
    /** The hour's start in UTC, `YYYY-MM-DDTHH:00:00.000Z`. */
    hourStart: text("hour_start").notNull(),
    ...figureColumns(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.sku, table.hourStart] })],
);
