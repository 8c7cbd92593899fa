import { eq, sql } from "drizzle-orm";
import type { ProfileSyncStatus } from "../contracts/sync-status";
import { syncStatus } from "../db/ads-schema";
import type { Database } from "../db/client";

type Status = typeof syncStatus.$inferInsert;

/** Records where a profile's sync stands (the UI reads it once, then follows the real-time channel): a statement to await or batch. */
export const syncStatusUpsert = (db: Database, profileId: number, change: Omit<Status, "profileId">) =>
  db
    .insert(syncStatus)
    .values({ profileId, ...change })
    .onConflictDoUpdate({ target: syncStatus.profileId, set: change });

/**
 * How long a RUNNING sync keeps its profile: its report waits (MAX_REPORT_WAITS × REPORT_WAIT_SECONDS,
 * 20 minutes) with room to spare. A sync whose job died is taken over after it.
 */
export const SYNC_LEASE_MS = 30 * 60 * 1000;

/** The condition under which a profile's sync status may change hands: no sync running, or one that died. */
const notRunning = (now: Date) =>
  sql`${syncStatus.state} != 'RUNNING' or ${syncStatus.lastStartedAt} is null or ${syncStatus.lastStartedAt} < ${now.getTime() - SYNC_LEASE_MS}`;

/** Marks the profile's sync QUEUED, unless one is running (which keeps its RUNNING, and its lease). */
export async function markSyncQueued(db: Database, profileId: number, now = new Date()) {
  await db
    .insert(syncStatus)
    .values({ profileId, state: "QUEUED" })
    .onConflictDoUpdate({
      target: syncStatus.profileId,
      set: { state: "QUEUED" },
      setWhere: notRunning(now),
    });
}

/**
 * Starts a sync of the profile unless another one is running: one conditional upsert, so of two syncs
 * started together (the hourly cron and a connect) exactly one gets it. True when this sync may run.
 */
export async function claimSync(db: Database, profileId: number, now = new Date()) {
  const running = {
    state: "RUNNING" as const,
    phase: "entities",
    progress: 0,
    lastStartedAt: now,
    lastError: null,
  };
  const claimed = await db
    .insert(syncStatus)
    .values({ profileId, ...running })
    .onConflictDoUpdate({
      target: syncStatus.profileId,
      set: running,
      setWhere: notRunning(now),
    })
    .returning({ profileId: syncStatus.profileId });
  return claimed.length > 0;
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
