import type { Database } from "../../db/client";
import { setSyncStatus } from "../../mirror/sync-status";
import { publishSyncProgress } from "../job-events";

/** Records where the sync stands and tells the seller's open tabs (the dashboard's first-sync progress). */
export async function recordSyncStatus(
  db: Database,
  env: Env,
  profileId: number,
  change: Parameters<typeof setSyncStatus>[2],
) {
  await setSyncStatus(db, profileId, change);
  await publishSyncProgress(db, env, profileId);
}
