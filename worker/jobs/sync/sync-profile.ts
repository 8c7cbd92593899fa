import { eq } from "drizzle-orm";
import { amazonConfig } from "../../amazon/amazon-config";
import { marketplaceNow, marketplaceToday } from "../../amazon/marketplace-clock";
import { regionOfCountry } from "../../amazon/regions";
import type { RetryPolicy } from "../../amazon/retrying-fetch";
import type { Database } from "../../db/client";
import { amazonAccounts, amazonProfiles } from "../../db/schema";
import { syncEntities } from "../../mirror/sync-entities";
import { readSyncStatus, setSyncStatus } from "../../mirror/sync-status";
import { adsClientFor } from "../../services/amazon-accounts/access";
import { reportPlan } from "./report-plan";
import { DEFAULT_POLL_POLICY, type PollPolicy, syncReports } from "./sync-reports";

export type SyncOptions = { retry?: RetryPolicy; poll?: PollPolicy };
export type SyncOutcome = { skipped?: string; entities: number; metricRows: number };

/** Entities take the first 30 % of a run's progress, reports the rest. */
const ENTITY_SHARE = 30;

/**
 * One profile's sync: all SP entities, then the report window (60 days the first time, 14 after),
 * upserted by key so a second run of the same hour changes nothing and restated days replace old figures.
 */
export async function syncProfile(
  db: Database,
  env: Env,
  profileId: number,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const row = await db
    .select({ profile: amazonProfiles, account: amazonAccounts })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .where(eq(amazonProfiles.id, profileId))
    .get();
  if (!row) return { skipped: "profile no longer connected", entities: 0, metricRows: 0 };
  if (row.account.state === "INVALID") {
    await setSyncStatus(db, profileId, {
      state: "FAILED",
      phase: null,
      lastError: "The Amazon account needs reconnecting.",
    });
    return { skipped: "account INVALID", entities: 0, metricRows: 0 };
  }

  const firstSync = !(await readSyncStatus(db, profileId))?.lastSucceededAt;
  await setSyncStatus(db, profileId, {
    state: "RUNNING",
    phase: "entities",
    progress: 0,
    lastStartedAt: new Date(),
    lastError: null,
  });
  try {
    const client = adsClientFor(
      db,
      amazonConfig(env),
      row.account,
      regionOfCountry(row.profile.countryCode),
      options.retry,
    );
    const entities = await syncEntities(db, client, profileId, row.profile.amazonProfileId);
    await setSyncStatus(db, profileId, { state: "RUNNING", phase: "reports", progress: ENTITY_SHARE });

    const today = marketplaceToday(row.profile.timezone, await marketplaceNow(env));
    const metricRows = await syncReports(
      db,
      client,
      profileId,
      row.profile.amazonProfileId,
      reportPlan(today, firstSync),
      (done, total) =>
        setSyncStatus(db, profileId, {
          state: "RUNNING",
          phase: "reports",
          progress: ENTITY_SHARE + Math.floor(((100 - ENTITY_SHARE) * done) / total),
        }),
      options.poll ?? {
        ...DEFAULT_POLL_POLICY,
        intervalMs: Number(env.SYNC_POLL_INTERVAL_MS) || DEFAULT_POLL_POLICY.intervalMs,
      },
    );
    await setSyncStatus(db, profileId, {
      state: "SUCCEEDED",
      phase: null,
      progress: 100,
      lastSucceededAt: new Date(),
    });
    return { entities, metricRows };
  } catch (error) {
    await setSyncStatus(db, profileId, {
      state: "FAILED",
      phase: null,
      lastError: String((error as Error).message ?? error),
    });
    throw error;
  }
}
