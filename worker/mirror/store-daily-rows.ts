import type { Database } from "../db/client";
import { refreshRunningTotals, touchedCampaigns } from "./campaign-running-totals";
import { upsertDailyRows } from "./daily-rows";
import type { DailyMetricRow } from "./metric-rows";
import { refreshProfileDailyTotals } from "./profile-daily-totals";

/** Upserts a report's daily rows by key (a re-pulled day replaces its row), then the stores derived from them. */
export async function storeDailyRows(db: Database, profileId: number, daily: DailyMetricRow[]) {
  await upsertDailyRows(db, profileId, daily);
  await refreshRunningTotals(db, profileId, touchedCampaigns(daily));
  await refreshProfileDailyTotals(db, profileId, touchedCampaigns(daily));
}
