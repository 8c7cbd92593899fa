import { createDatabase } from "../db/client";
import { type SyncOptions, syncProfile } from "./sync-profile";
import type { SyncMessage } from "./sync-queue";

/** The queue consumer: syncs each profile; a failure is retried by the queue (then dead-lettered). */
export async function consumeSyncBatch(batch: MessageBatch<SyncMessage>, env: Env, options?: SyncOptions) {
  const db = createDatabase(env.DB);
  for (const message of batch.messages) {
    try {
      const outcome = await syncProfile(db, env, message.body.profileId, options);
      console.log(
        JSON.stringify({ level: "info", event: "sync", profileId: message.body.profileId, ...outcome }),
      );
      message.ack();
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          event: "sync",
          profileId: message.body.profileId,
          error: String(error),
        }),
      );
      message.retry({ delaySeconds: Math.min(600, 30 * 2 ** message.attempts) });
    }
  }
}
