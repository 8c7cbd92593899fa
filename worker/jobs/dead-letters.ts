import { marketplaceNow } from "../amazon/marketplace-clock";
import { recordRunGivenUp } from "../automation/lease";
import { SYNC_GAVE_UP_MESSAGE } from "../contracts/sync-status";
import type { Database } from "../db/client";
import type { AutomationMessage } from "../queue/automation-queue";
import type { SyncMessage, SyncReportsMessage } from "../queue/sync-queue";
import { alertJobFailure } from "../services/alerts/evaluate-profile";
import { recordSyncStatus } from "./sync/record-sync-status";

type DeadLetterContext = { db: Database; env: Env };

type DeadMessage = Message<SyncMessage | SyncReportsMessage | AutomationMessage>;

/** One line an operator can search for (`event = "dead-letter"`): what was given up on, after how many tries. */
function logGivenUp(message: DeadMessage) {
  console.error(
    JSON.stringify({
      level: "error",
      event: "dead-letter",
      kind: message.body.kind,
      profileId: message.body.profileId,
      id: message.id,
      attempts: message.attempts,
    }),
  );
}

/**
 * A sync the queue retried until it gave up: the profile's status says so to the seller (and their open
 * tabs), in words for them; the hourly cron queues the next sync as usual. Retried if D1 is down too.
 */
export async function consumeDeadSync(
  message: Message<SyncMessage | SyncReportsMessage>,
  { db, env }: DeadLetterContext,
) {
  logGivenUp(message);
  try {
    await recordSyncStatus(db, env, message.body.profileId, {
      state: "FAILED",
      phase: null,
      lastError: SYNC_GAVE_UP_MESSAGE,
    });
    message.ack();
  } catch {
    message.retry();
  }
}

/**
 * An automation run given up on: its status shows the failure until a later run finishes (next hour),
 * and the seller's "run failed" alert is raised. On
 * the marketplace's clock, as the runs record when they finished.
 */
export async function consumeDeadAutomation(
  message: Message<AutomationMessage>,
  { db, env }: DeadLetterContext,
) {
  logGivenUp(message);
  try {
    const now = await marketplaceNow(env);
    await recordRunGivenUp(db, message.body.profileId, now);
    await alertJobFailure(db, env, message.body.profileId, { kind: "runGivenUp" }, now);
    message.ack();
  } catch {
    message.retry();
  }
}
