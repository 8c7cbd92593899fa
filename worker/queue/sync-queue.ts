import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { amazonAccounts, amazonProfiles } from "../db/schema";
import { setSyncStatus } from "../mirror/sync-status";

/** The queue of syncs, as wrangler.toml names it; its consumer is worker/jobs/sync. */
export const SYNC_QUEUE_NAME = "skupilot-sync";

/** One queue message = one profile to sync. `kind` tells the queue handler whose message it is. */
export type SyncMessage = { kind: "sync-profile"; profileId: number };

/** Queues a sync of every profile of every VALID account, or of one account's profiles. */
export async function enqueueSyncs(db: Database, queue: Queue<SyncMessage>, onlyTokenId?: number) {
  const query = db
    .select({ id: amazonProfiles.id })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .where(
      onlyTokenId === undefined ? eq(amazonAccounts.state, "VALID") : eq(amazonAccounts.tokenId, onlyTokenId),
    );
  const profiles = await query;
  for (const profile of profiles) await setSyncStatus(db, profile.id, { state: "QUEUED" });
  for (let start = 0; start < profiles.length; start += 100) {
    await queue.sendBatch(
      profiles
        .slice(start, start + 100)
        .map((profile) => ({ body: { kind: "sync-profile", profileId: profile.id } as SyncMessage })),
    );
  }
  return profiles.length;
}
