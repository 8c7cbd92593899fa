import { amazonConfig } from "../amazon/amazon-config";
import { createDatabase } from "../db/client";
import { enqueueSyncs, type SyncMessage } from "../queue/sync-queue";
import { rewriteLegacyTokens } from "../services/amazon-accounts/legacy-token-rewrite";
import { deleteExpiredOAuthStates } from "../services/amazon-accounts/oauth-states";

/**
 * The hourly cron's work: v1 Amazon tokens rewritten as v2 (before the syncs, which read only v2); one
 * sync message per connected profile; Login with Amazon states nobody came back with go.
 */
export async function runHourly(env: Env) {
  const db = createDatabase(env.DB);
  await rewriteLegacyTokens(db, amazonConfig(env).tokenEncryptionKey);
  await enqueueSyncs(db, env.SYNC_QUEUE as Queue<SyncMessage>);
  await deleteExpiredOAuthStates(db);
}
