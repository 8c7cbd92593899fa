import type { Database } from "../../db/client";
import { syncStatusUpsert } from "../../mirror/sync-status";
import { publishSyncProgressRow, syncProgressRead } from "../job-events";

/**
 * Records where the sync stands and tells the seller's open tabs (the dashboard's first-sync progress):
 * the write and the read of the row to send go to D1 in one round trip.
 */
export async function recordSyncStatus(
  db: Database,
  env: Env,
  profileId: number,
  change: Parameters<typeof syncStatusUpsert>[2],
) {
  const [, rows] = await db.batch([syncStatusUpsert(db, profileId, change), syncProgressRead(db, profileId)]);
  await publishSyncProgressRow(env, profileId, rows[0]);
}
