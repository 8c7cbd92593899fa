import { createDatabase, type Database } from "../db/client";
import { SYNC_DEAD_LETTER_QUEUE_NAME, SYNC_QUEUE_NAME } from "../queue/sync-queue";
import { consumeAutomationMessage } from "./automation/automation-consumer";
import { consumeDeadAutomation, consumeDeadSync } from "./dead-letters";
import { consumeDeadSupportMail, consumeSupportMail } from "./mail/support-mail-consumer";
import { consumeSyncMessage, consumeSyncReportsMessage } from "./sync/sync-consumer";
import type { SyncOptions } from "./sync/sync-profile";

/**
 * What every message consumer is handed besides its message; `automationJobs`: how many automation
 * messages share this invocation (their planning budget is split between them).
 */
export type JobContext = { db: Database; env: Env; sync?: SyncOptions; automationJobs?: number };

/** A consumer acknowledges or retries its message itself. */
type Consumer = (message: Message<never>, context: JobContext) => Promise<void>;

/**
 * Each queue's consumers by message `kind`. The automation rides the sync's queue (why:
 * queue/automation-queue.ts); the hourly cron (worker/index.ts) and the routes only produce messages.
 */
const CONSUMERS: Record<string, Record<string, Consumer>> = {
  [SYNC_QUEUE_NAME]: {
    "sync-profile": consumeSyncMessage,
    "sync-reports": consumeSyncReportsMessage,
    "automate-profile": consumeAutomationMessage,
    "support-ticket-mail": consumeSupportMail,
  },
  [SYNC_DEAD_LETTER_QUEUE_NAME]: {
    "sync-profile": consumeDeadSync,
    "sync-reports": consumeDeadSync,
    "automate-profile": consumeDeadAutomation,
    "support-ticket-mail": consumeDeadSupportMail,
  },
};

const kindOf = (body: unknown) =>
  typeof body === "object" && body !== null && "kind" in body && typeof body.kind === "string"
    ? body.kind
    : null;

/** Syncs of different profiles share nothing: a batch's run side by side, their Amazon waits overlapping. */
const SIDE_BY_SIDE: ReadonlySet<string> = new Set(["sync-profile", "sync-reports"]);

/**
 * The Worker's queue handler: each message goes to the consumer of its queue and kind; the syncs of a
 * batch side by side, then its other messages one after another (the automation's runs share the
 * invocation's planning budget). A message no consumer knows is logged and acknowledged: retrying it
 * could never succeed.
 */
export async function consumeQueueBatch(batch: MessageBatch<unknown>, env: Env, sync?: SyncOptions) {
  const consumers = CONSUMERS[batch.queue] ?? {};
  const automationJobs = batch.messages.filter(
    (message) => kindOf(message.body) === "automate-profile",
  ).length;
  const context: JobContext = { db: createDatabase(env.DB), env, sync, automationJobs };
  const handle = async (message: Message<unknown>) => {
    const kind = kindOf(message.body);
    const consume = kind === null ? undefined : consumers[kind];
    if (!consume) {
      console.error(
        JSON.stringify({
          level: "error",
          event: "unknown-queue-message",
          queue: batch.queue,
          kind,
          id: message.id,
        }),
      );
      message.ack();
      return;
    }
    await consume(message as Message<never>, context);
  };
  const sideBySide = (message: Message<unknown>) => SIDE_BY_SIDE.has(kindOf(message.body) ?? "");
  await Promise.all(batch.messages.filter(sideBySide).map(handle));
  for (const message of batch.messages.filter((message) => !sideBySide(message))) await handle(message);
}
