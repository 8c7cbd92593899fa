import type { AdsClient } from "../../amazon/ads-client";
import { type MarketplaceClock, marketplaceNow } from "../../amazon/marketplace-clock";
import type { Database } from "../../db/client";
import { storeReportChunks } from "../../mirror/store-report-rows";
import type { PendingReport } from "../../queue/sync-queue";
import { refreshAdLimitOfProfile } from "../../services/billing/ad-limit";
import { recordSyncStatus } from "./record-sync-status";
import { syncFailureMessage } from "./sync-failure-message";
import { collectReports, type PollPolicy, ReportsNotReady } from "./sync-reports";

/** The days a pending report covers, when its message carries them. */
const coveredDays = ({ startDate, endDate }: PendingReport) =>
  startDate && endDate ? { startDate, endDate } : undefined;

/** Entities take the first 30 % of a run's progress, reports the rest. */
export const ENTITY_SHARE = 30;

export type Collected = { metricRows: number; pending: PendingReport[] };

/**
 * Stores the sync's reports as Amazon finishes them, moving its progress; all stored → the seller's
 * ad limit from the month's spend, then SUCCEEDED (so whoever sees the sync done sees the limit too,
 * the automation job after it included). Reports still being built after this invocation's polls are
 * answered as `pending` (the sync stays RUNNING) for a later message to collect.
 */
export async function collectSyncReports(
  db: Database,
  env: Env,
  client: AdsClient,
  profile: { id: number; amazonProfileId: string },
  reports: PendingReport[],
  total: number,
  poll: PollPolicy,
  clock: MarketplaceClock,
): Promise<Collected> {
  let metricRows = 0;
  const progress = (left: number) =>
    recordSyncStatus(db, env, profile.id, {
      state: "RUNNING",
      phase: "reports",
      progress: ENTITY_SHARE + Math.floor(((100 - ENTITY_SHARE) * (total - left)) / Math.max(1, total)),
    });
  try {
    metricRows = await collectReports(
      client,
      profile.amazonProfileId,
      reports,
      (report, chunks) => storeReportChunks(db, profile.id, report.reportTypeId, chunks, coveredDays(report)),
      progress,
      poll,
    );
  } catch (error) {
    if (error instanceof ReportsNotReady) return { metricRows, pending: error.pending };
    throw error;
  }
  await refreshAdLimitOfProfile(db, profile.id, await marketplaceNow(clock));
  await recordSyncStatus(db, env, profile.id, {
    state: "SUCCEEDED",
    phase: null,
    progress: 100,
    lastSucceededAt: new Date(),
  });
  return { metricRows, pending: [] };
}

/** The sync failed: its status tells the seller what happens next; the raw error goes on to the queue's retry, which logs it. */
export async function failSync(db: Database, env: Env, profileId: number, error: unknown): Promise<never> {
  await recordSyncStatus(db, env, profileId, {
    state: "FAILED",
    phase: null,
    lastError: syncFailureMessage(error),
  });
  throw error;
}
