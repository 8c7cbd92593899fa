import { marketplaceNow } from "../../amazon/marketplace-clock";
import type { Database } from "../../db/client";
import type { SyncReportsMessage } from "../../queue/sync-queue";
import { collectSyncReports, failSync } from "./report-collection";
import { syncAccess } from "./sync-access";
import { pollPolicyOf, type SyncOptions, type SyncOutcome } from "./sync-profile";

/** Messages that may find reports still being built before the sync fails: about half an hour. */
export const MAX_REPORT_WAITS = 40;

/** The rest of a sync whose reports Amazon was still building: collects them, or answers those still pending. */
export async function continueSync(
  db: Database,
  env: Env,
  { profileId, reports, total, waits }: SyncReportsMessage,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const access = await syncAccess(db, env, profileId, options.retry);
  if ("skipped" in access) return { skipped: access.skipped, entities: 0, metricRows: 0 };
  try {
    const now = await marketplaceNow(env);
    const { metricRows, pending } = await collectSyncReports(db, env, {
      client: access.client,
      profile: access.profile,
      reports,
      total,
      poll: pollPolicyOf(env, options),
      progressEveryMs: options.progressEveryMs,
      now,
    });
    if (pending.length > 0 && waits >= MAX_REPORT_WAITS) {
      throw new Error(
        `Amazon had not finished ${pending.length} of the sync's reports after ${waits} waits.`,
      );
    }
    return { entities: 0, metricRows, ...(pending.length > 0 && { pending, total }) };
  } catch (error) {
    return failSync(db, env, profileId, error);
  }
}
