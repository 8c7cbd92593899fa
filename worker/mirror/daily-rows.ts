import { dailyMetrics } from "../db/ads-schema";
import type { Database } from "../db/client";
import { upsertRows } from "../db/upsert";
import type { DailyMetricRow } from "./metric-rows";

/** Upserts daily report rows by key (a re-pulled day replaces its row); the derived stores are the caller's. */
export const upsertDailyRows = (db: Database, profileId: number, daily: DailyMetricRow[]) =>
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
    daily.map((row) => ({ ...row, profileId })),
  );
