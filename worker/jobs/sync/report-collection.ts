import type { AdsClient } from "../../amazon/ads-client";
import { AmazonGrantRevokedError } from "../../amazon/errors";
import { marketplaceNow } from "../../amazon/marketplace-clock";
import type { Database } from "../../db/client";
import { storeReportChunks } from "../../mirror/store-report-rows";
import type { PendingReport } from "../../queue/sync-queue";
import { alertJobFailure } from "../../services/alerts/evaluate-profile";
import { refreshAdLimitOfProfile } from "../../services/billing/ad-limit";
import { PROGRESS_EVERY_MS, progressPace } from "./progress-pace";
import { recordSyncStatus } from "./record-sync-status";
import { syncFailureMessage } from "./sync-failure-message";
import { collectReports, type PollPolicy, ReportsNotReady } from "./sync-reports";

/** Entities take the first 30 % of a run's progress, reports the rest. */
export const ENTITY_SHARE = 30;

export type Collected = { metricRows: number; pending: PendingReport[] };

/** The reports a sync message collects, for whom and how. */
export type ReportCollection = {
  client: AdsClient;
  profile: { id: number; amazonProfileId: string };
  reports: PendingReport[];
  /** Reports of the whole sync, for its progress. */
  total: number;
  poll: PollPolicy;
  /** How often progress may be written while reports are stored (PROGRESS_EVERY_MS). */
  progressEveryMs?: number;
  /** The marketplace's now, read once for the sync message: the month whose spend the ad limit reads. */
  now: Date;
};

/**
 * Stores the sync's reports as Amazon finishes them, moving its progress (at most once a
 * `progressEveryMs`); all stored → the seller's ad limit from the month's spend, then SUCCEEDED (so
 * whoever sees the sync done sees the limit too, the automation job after it included). Reports still
 * being built after this invocation's polls are answered as `pending` (the sync stays RUNNING) for a
 * later message to collect.
 */
export async function collectSyncReports(
  db: Database,
  env: Env,
  { client, profile, reports, total, poll, progressEveryMs = PROGRESS_EVERY_MS, now }: ReportCollection,
): Promise<Collected> {
  let metricRows = 0;
  const due = progressPace(progressEveryMs);
  // The last report's step is not written: SUCCEEDED follows it at once.
  const progress = async (left: number) => {
    if (left === 0 || !due()) return;
    await recordSyncStatus(db, env, profile.id, {
      state: "RUNNING",
      phase: "reports",
      progress: ENTITY_SHARE + Math.floor(((100 - ENTITY_SHARE) * (total - left)) / Math.max(1, total)),
    });
  };
  try {
    metricRows = await collectReports(
      client,
      profile.amazonProfileId,
      reports,
      (report, chunks) => storeReportChunks(db, profile.id, report.reportTypeId, chunks, report),
      progress,
      poll,
    );
  } catch (error) {
    if (error instanceof ReportsNotReady) return { metricRows, pending: error.pending };
    throw error;
  }
  await refreshAdLimitOfProfile(db, profile.id, now);
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
  if (error instanceof AmazonGrantRevokedError)
    await alertJobFailure(db, env, profileId, { kind: "accountRefused" }, await marketplaceNow(env));
  throw error;
}
