import { eq } from "drizzle-orm";
import type { ProfileSyncStatus } from "../contracts/sync-status";
import { syncStatus } from "../db/ads-schema";
import type { Database } from "../db/client";

type Status = typeof syncStatus.$inferInsert;

/** Records where a profile's sync stands (the UI reads it once, then follows the real-time channel). */
export async function setSyncStatus(db: Database, profileId: number, change: Omit<Status, "profileId">) {
  await db
    .insert(syncStatus)
    .values({ profileId, ...change })
    .onConflictDoUpdate({ target: syncStatus.profileId, set: change });
}

export const readSyncStatus = (db: Database, profileId: number) =>
  db.select().from(syncStatus).where(eq(syncStatus.profileId, profileId)).get();

/** A stored status as the API and the real-time channel send it (timestamps ISO 8601). */
export const syncStatusView = (row: typeof syncStatus.$inferSelect): ProfileSyncStatus => ({
  profileId: row.profileId,
  state: row.state,
  phase: row.phase,
  progress: row.progress,
  lastStartedAt: row.lastStartedAt?.toISOString() ?? null,
  lastSucceededAt: row.lastSucceededAt?.toISOString() ?? null,
  lastError: row.lastError,
});
