import type { Database } from "../../db/client";
import { enqueueAutomation } from "../../queue/automation-queue";
import type { SyncMessage } from "../../queue/sync-queue";
import { type SyncOptions, syncProfile } from "./sync-profile";

/**
 * Syncs the message's profile, then queues its automation run (the hourly cron's and a connect's way to
 * it); a failure is retried by the queue with a growing delay (then dead-lettered).
 */
export async function consumeSyncMessage(
  message: Message<SyncMessage>,
  { db, env, sync }: { db: Database; env: Env; sync?: SyncOptions },
) {
  const { profileId } = message.body;
  try {
    const outcome = await syncProfile(db, env, profileId, sync);
    console.log(JSON.stringify({ level: "info", event: "sync", profileId, ...outcome }));
    if (!outcome.skipped) await enqueueAutomation(db, env.SYNC_QUEUE, profileId);
    message.ack();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "sync", profileId, error: String(error) }));
    message.retry({ delaySeconds: Math.min(600, 30 * 2 ** message.attempts) });
  }
}
