import type { ReportType } from "../amazon/reports";
import { searchTermMetrics } from "../db/ads-schema";
import type { Database } from "../db/client";
import { upsertRows } from "../db/upsert";
import { toMetricRows } from "./metric-rows";
import { storeDailyRows } from "./store-daily-rows";

type ReportRow = Record<string, string | number | null>;

/**
 * A downloaded report's rows into our tables, by key (a re-pulled day replaces its rows): daily rows with
 * the stores derived from them, search terms apart. Answers the rows written.
 */
export async function storeReportRows(db: Database, profileId: number, type: ReportType, rows: ReportRow[]) {
  const { daily, searchTerms } = toMetricRows(type, rows);
  await storeDailyRows(db, profileId, daily);
  await upsertRows(
    db,
    searchTermMetrics,
    [
      searchTermMetrics.profileId,
      searchTermMetrics.date,
      searchTermMetrics.adGroupId,
      searchTermMetrics.targetingId,
      searchTermMetrics.searchTerm,
    ],
    searchTerms.map((row) => ({ ...row, profileId })),
  );
  return daily.length + searchTerms.length;
}
