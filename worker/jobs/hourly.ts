import { createDatabase } from "../db/client";
import { enqueueSyncs, type SyncMessage } from "../queue/sync-queue";
import { deleteExpiredOAuthStates } from "../services/amazon-accounts/oauth-states";

/** The hourly cron's work: one sync message per connected profile; Login with Amazon states nobody came back with go. */
export async function runHourly(env: Env) {
  const db = createDatabase(env.DB);
  await enqueueSyncs(db, env.SYNC_QUEUE as Queue<SyncMessage>);
  await deleteExpiredOAuthStates(db);
}
