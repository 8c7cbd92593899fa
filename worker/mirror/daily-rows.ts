import { dailyMetrics } from "../db/ads-schema";
import type { Database } from "../db/client";
import { upsertRows } from "../db/upsert";
import type { DailyMetricRow } from "./metric-rows";

/**
 * Upserts daily report rows by key (a re-pulled day replaces its row), stamped with `pulledAt`, when
 * their report was stored (unreported-rows.ts); the derived stores are the caller's.
 */
export const upsertDailyRows = (
  db: Database,
  profileId: number,
  daily: DailyMetricRow[],
  pulledAt = Date.now(),
) =>
  upsertRows(
    db,
    dailyMetrics,
    [
      dailyMetrics.profileId,
      dailyMetrics.grain,
      dailyMetrics.entityId,
      dailyMetrics.date,
      dailyMetrics.placement,
    ],
    daily.map((row) => ({ ...row, profileId, pulledAt })),
  );
