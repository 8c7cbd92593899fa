import { marketplaceNow } from "../../amazon/marketplace-clock";
import type { RetryPolicy } from "../../amazon/retrying-fetch";
import { marketplaceHour, marketplaceToday } from "../../clock/zone-clock";
import type { Database } from "../../db/client";
import { recordBudgetOuts } from "../../mirror/budget-outs";
import { syncEntities } from "../../mirror/sync-entities";
import { claimSync, readSyncStatus } from "../../mirror/sync-status";
import type { PendingReport } from "../../queue/sync-queue";
import { publishSyncProgress } from "../job-events";
import { pullStream } from "./pull-stream";
import { recordSyncStatus } from "./record-sync-status";
import { collectSyncReports, ENTITY_SHARE, failSync } from "./report-collection";
import { reportPlan } from "./report-plan";
import { syncAccess } from "./sync-access";
import { DEFAULT_POLL_POLICY, type PollPolicy, requestReports } from "./sync-reports";

/** `progressEveryMs`: how often a sync may write its progress while storing reports (tests see every step with 0). */
export type SyncOptions = { retry?: RetryPolicy; poll?: PollPolicy; progressEveryMs?: number };
/** `pending`: reports Amazon was still building, for a later message; `total`: reports of the sync. */
export type SyncOutcome = {
  skipped?: string;
  entities: number;
  metricRows: number;
  pending?: PendingReport[];
  total?: number;
};

/** The poll policy of a sync: the test's, else SYNC_POLL_INTERVAL_MS apart (wrangler.toml; 50 ms locally). */
export const pollPolicyOf = (env: Env, options: SyncOptions): PollPolicy =>
  options.poll ?? {
    ...DEFAULT_POLL_POLICY,
    intervalMs: Number(env.SYNC_POLL_INTERVAL_MS) || DEFAULT_POLL_POLICY.intervalMs,
  };

/**
 * One profile's sync: the report window asked for (60 days the first time, 14 after), all SP entities
 * while Amazon builds it, then the reports,
 * upserted by key so a second run of the same hour changes nothing and restated days replace old figures.
 * Reports not ready within this invocation's polls are answered as `pending` (jobs/sync/sync-reports-consumer).
 */
export async function syncProfile(
  db: Database,
  env: Env,
  profileId: number,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const access = await syncAccess(db, env, profileId, options.retry);
  if ("skipped" in access) return { skipped: access.skipped, entities: 0, metricRows: 0 };
  const { profile, client } = access;

  const firstSync = !(await readSyncStatus(db, profileId))?.lastSucceededAt;
  if (!(await claimSync(db, profileId)))
    return { skipped: "another sync of this profile is running", entities: 0, metricRows: 0 };
  await publishSyncProgress(db, env, profileId);
  try {
    // The reports first: Amazon builds them while the entities are listed and stored.
    const now = await marketplaceNow(env);
    const today = marketplaceToday(profile.timezone, now);
    const plan = reportPlan(today, firstSync);
    const reports = await requestReports(client, profile.amazonProfileId, plan);

    const entities = await syncEntities(db, client, profileId, profile.amazonProfileId);
    // The hours reports lack, while Amazon builds them; with the product ads just listed to map ads to SKUs.
    await pullStream(db, client, profile);
    // Amazon tells only whether a campaign is out of budget now: the hourly sync keeps when it saw it.
    await recordBudgetOuts(db, profileId, today, marketplaceHour(profile.timezone, now));
    await recordSyncStatus(db, env, profileId, {
      state: "RUNNING",
      phase: "reports",
      progress: ENTITY_SHARE,
    });
    const { metricRows, pending } = await collectSyncReports(db, env, {
      client,
      profile,
      reports,
      total: plan.length,
      poll: pollPolicyOf(env, options),
      progressEveryMs: options.progressEveryMs,
      now,
    });
    return { entities, metricRows, ...(pending.length > 0 && { pending, total: plan.length }) };
  } catch (error) {
    return failSync(db, env, profileId, error);
  }
}
