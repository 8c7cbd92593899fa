import type { ReportType } from "../amazon/reports";
import { searchTermMetrics } from "../db/ads-schema";
import type { Database } from "../db/client";
import { upsertRows } from "../db/upsert";
import { refreshRunningTotals, type TouchedCampaigns, touchedCampaigns } from "./campaign-running-totals";
import { upsertDailyRows } from "./daily-rows";
import { toMetricRows } from "./metric-rows";
import { refreshProfileDailyTotals } from "./profile-daily-totals";

type ReportRow = Record<string, string | number | null>;

/**
 * A report's rows into our tables chunk by chunk as they download, by key (a re-pulled day replaces its
 * rows): daily rows and search terms apart; once the last chunk is in, the stores derived from the
 * daily rows, over every campaign and day the report wrote. Memory holds one chunk. Answers the rows written.
 */
export async function storeReportChunks(
  db: Database,
  profileId: number,
  type: ReportType,
  chunks: AsyncIterable<ReportRow[]>,
) {
  let written = 0;
  let touched: TouchedCampaigns | null = null;
  for await (const rows of chunks) {
    const { daily, searchTerms } = toMetricRows(type, rows);
    await upsertDailyRows(db, profileId, daily);
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
    touched = mergeTouched(touched, touchedCampaigns(daily));
    written += daily.length + searchTerms.length;
  }
  await refreshRunningTotals(db, profileId, touched);
  await refreshProfileDailyTotals(db, profileId, touched);
  return written;
}

/** A downloaded report's rows into our tables at once (see storeReportChunks). */
export const storeReportRows = (db: Database, profileId: number, type: ReportType, rows: ReportRow[]) =>
  storeReportChunks(
    db,
    profileId,
    type,
    (async function* () {
      yield rows;
    })(),
  );

function mergeTouched(a: TouchedCampaigns | null, b: TouchedCampaigns | null): TouchedCampaigns | null {
  if (!a || !b) return a ?? b;
  return {
    from: a.from < b.from ? a.from : b.from,
    to: a.to > b.to ? a.to : b.to,
    campaignIds: [...new Set([...a.campaignIds, ...b.campaignIds])].sort(),
  };
}
