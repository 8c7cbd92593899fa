import { eq } from "drizzle-orm";
import { profileOfAccount } from "../access/profile-account";
import { profileOwnerId } from "../access/profile-owner";
import { JOB_EVENT_KEY } from "../contracts/realtime/job-events";
import { syncStatus } from "../db/ads-schema";
import type { Database } from "../db/client";
import { amazonAccounts, amazonProfiles } from "../db/schema";
import { syncStatusView } from "../mirror/sync-status";
import { publish } from "../realtime/publish";

/** A job's event must never fail the job: a failed read is logged like a failed publish. */
async function neverFailing(profileId: number, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "job-event", profileId, error: String(error) }));
  }
}

/** The profile's sync status with its seller: what a SYNC_PROGRESS event sends, and to whom. */
export const syncProgressRead = (db: Database, profileId: number) =>
  db
    .select({ status: syncStatus, userId: amazonAccounts.userId })
    .from(syncStatus)
    .innerJoin(amazonProfiles, eq(amazonProfiles.id, syncStatus.profileId))
    .innerJoin(amazonAccounts, profileOfAccount)
    .where(eq(syncStatus.profileId, profileId));

type SyncProgressRow = Awaited<ReturnType<typeof syncProgressRead>>[number];

/** Sends the row syncProgressRead answered to its seller's tabs (never failing the job). */
export const publishSyncProgressRow = (env: Env, profileId: number, row: SyncProgressRow | undefined) =>
  neverFailing(profileId, async () => {
    if (row)
      await publish(env, row.userId, {
        key: JOB_EVENT_KEY,
        type: "SYNC_PROGRESS",
        data: syncStatusView(row.status),
      });
  });

/** Tells the profile's seller where its sync stands now (the row GET /api/sync/status answers). */
export const publishSyncProgress = (db: Database, env: Env, profileId: number) =>
  neverFailing(profileId, async () => {
    const [row] = await syncProgressRead(db, profileId);
    await publishSyncProgressRow(env, profileId, row);
  });

/** Tells the profile's seller its automation run ended (its changes are in the log). */
export const publishAutomationRunFinished = (
  db: Database,
  env: Env,
  { profileId, runKey }: { profileId: number; runKey: string },
) =>
  neverFailing(profileId, async () => {
    const ownerId = await profileOwnerId(db, profileId);
    if (ownerId)
      await publish(env, ownerId, {
        key: JOB_EVENT_KEY,
        type: "AUTOMATION_RUN_FINISHED",
        data: { profileId, runKey },
      });
  });
