import type { ReportType } from "../amazon/reports";
import { searchTermMetrics } from "../db/ads-schema";
import type { Database } from "../db/client";
import { letOthersIn } from "../db/let-others-in";
import { upsertRows } from "../db/upsert";
import {
  mergeTouched,
  refreshRunningTotals,
  type TouchedCampaigns,
  touchedCampaigns,
} from "./campaign-running-totals";
import { upsertDailyRows } from "./daily-rows";
import { toMetricRows } from "./metric-rows";
import { refreshProfileDailyTotals } from "./profile-daily-totals";
import { type CoveredDays, unreportedRows } from "./unreported-rows";

type ReportRow = Record<string, string | number | null>;

/**
 * A report's rows into our tables chunk by chunk as they download, by key (a re-pulled day replaces its
 * rows): daily rows and search terms apart. Once the last chunk is in (never after a failed download),
 * the rows of the days the report `covered` that it no longer answers go (Amazon restated them away),
 * and the stores derived from the daily rows follow, over every campaign and day the report wrote or
 * removed.
 * Memory holds one chunk; the isolate's other requests get their turn between chunks. Answers the rows
 * written.
 */
export async function storeReportChunks(
  db: Database,
  profileId: number,
  type: ReportType,
  chunks: AsyncIterable<ReportRow[]>,
  covered: CoveredDays,
) {
  const pulledAt = Date.now();
  let written = 0;
  let touched: TouchedCampaigns | null = null;
  let chunk = 0;
  for await (const rows of chunks) {
    if (chunk++ > 0) await letOthersIn();
    const { daily, searchTerms } = toMetricRows(type, rows);
    await upsertDailyRows(db, profileId, daily, pulledAt);
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
      searchTerms.map((row) => ({ ...row, profileId, pulledAt })),
    );
    touched = mergeTouched(touched, touchedCampaigns(daily));
    written += daily.length + searchTerms.length;
  }
  const unreported = await unreportedRows(db, profileId, type, covered, pulledAt);
  touched = mergeTouched(touched, unreported.touched);
  await refreshRunningTotals(db, profileId, touched, unreported.removals);
  await refreshProfileDailyTotals(db, profileId, touched);
  return written;
}

/** A downloaded report's rows into our tables at once (see storeReportChunks). */
export const storeReportRows = (
  db: Database,
  profileId: number,
  type: ReportType,
  rows: ReportRow[],
  covered: CoveredDays,
) =>
  storeReportChunks(
    db,
    profileId,
    type,
    (async function* () {
      yield rows;
    })(),
    covered,
  );
