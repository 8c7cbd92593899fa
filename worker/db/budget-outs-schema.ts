/**
 * When each campaign was seen out of budget (issue 29, item 10). Amazon says only whether a campaign
 * is out of budget *now* (read-only `extendedData.servingStatus` CAMPAIGN_OUT_OF_BUDGET); the hourly
 * sync reads it and keeps, per campaign and marketplace date, the first local hour it saw it.
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { amazonProfiles } from "./schema";

export const campaignBudgetOuts = sqliteTable(
  "campaign_budget_outs",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => amazonProfiles.id),
    campaignId: text("campaign_id").notNull(),
    /** `YYYY-MM-DD` in the profile's marketplace time zone. */
    date: text("date").notNull(),
    /** 0–23: the local hour of the first sync that day that found the campaign out of budget. */
    hour: integer("hour").notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.campaignId, table.date] })],
);
