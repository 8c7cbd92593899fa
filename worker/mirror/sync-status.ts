import { eq } from "drizzle-orm";
import { syncStatus } from "../db/ads-schema";
import type { Database } from "../db/client";

type Status = typeof syncStatus.$inferInsert;

/** Records where a profile's sync stands (the UI polls it during the first sync). */
export async function setSyncStatus(db: Database, profileId: number, change: Omit<Status, "profileId">) {
  await db
    .insert(syncStatus)
    .values({ profileId, ...change })
    .onConflictDoUpdate({ target: syncStatus.profileId, set: change });
}

export const readSyncStatus = (db: Database, profileId: number) =>
  db.select().from(syncStatus).where(eq(syncStatus.profileId, profileId)).get();
