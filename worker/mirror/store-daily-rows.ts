import { dailyMetrics } from "../db/ads-schema";
import type { Database } from "../db/client";
import { upsertRows } from "../db/upsert";
import { refreshRunningTotals, touchedCampaigns } from "./campaign-running-totals";
import type { DailyMetricRow } from "./metric-rows";
import { refreshProfileDailyTotals } from "./profile-daily-totals";

/** Upserts a report's daily rows by key (a re-pulled day replaces its row), then the stores derived from them. */
export async function storeDailyRows(db: Database, profileId: number, daily: DailyMetricRow[]) {
  await upsertRows(
    db,
    dailyMetrics,
    [
      dailyMetrics.profileId,
      dailyMetrics.grain,
      dailyMetrics.entityId,
      dailyMetrics.date,
      dailyMetrics.placement,
    ],
    daily.map((row) => ({ ...row, profileId })),
  );
  await refreshRunningTotals(db, profileId, touchedCampaigns(daily));
  await refreshProfileDailyTotals(db, profileId, touchedCampaigns(daily));
}
