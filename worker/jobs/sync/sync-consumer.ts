import type { Database } from "../../db/client";
import { enqueueAutomation } from "../../queue/automation-queue";
import { enqueueReportWait, type SyncMessage, type SyncReportsMessage } from "../../queue/sync-queue";
import { queueRetryDelaySeconds } from "../retry-delay";
import { continueSync } from "./continue-sync";
import { type SyncOptions, type SyncOutcome, syncProfile } from "./sync-profile";

type SyncContext = { db: Database; env: Env; sync?: SyncOptions };

/**
 * After a sync's message: reports still being built → a later message collects them (30 s on);
 * the sync done → the profile's automation run (the hourly cron's and a connect's way to it).
 */
async function afterSync(outcome: SyncOutcome, profileId: number, waits: number, { db, env }: SyncContext) {
  console.log(
    JSON.stringify({ level: "info", event: "sync", profileId, ...outcome, pending: outcome.pending?.length }),
  );
  if (outcome.pending) {
    await enqueueReportWait(env.SYNC_QUEUE, {
      profileId,
      reports: outcome.pending,
      total: outcome.total ?? outcome.pending.length,
      waits: waits + 1,
    });
  } else if (!outcome.skipped) {
    await enqueueAutomation(db, env.SYNC_QUEUE, profileId);
  }
}

/** A failure is retried by the queue with a growing delay, or after Amazon's Retry-After (then dead-lettered). */
async function consume(message: Message<{ profileId: number }>, run: () => Promise<void>) {
  try {
    await run();
    message.ack();
  } catch (error) {
    const { profileId } = message.body;
    console.error(JSON.stringify({ level: "error", event: "sync", profileId, error: String(error) }));
    message.retry({ delaySeconds: queueRetryDelaySeconds(error, message.attempts) });
  }
}

/** Syncs the message's profile: its entities, then its reports. */
export const consumeSyncMessage = (message: Message<SyncMessage>, context: SyncContext) =>
  consume(message, async () => {
    const { profileId } = message.body;
    await afterSync(
      await syncProfile(context.db, context.env, profileId, context.sync),
      profileId,
      0,
      context,
    );
  });

/** Collects the reports a sync left to Amazon's building. */
export const consumeSyncReportsMessage = (message: Message<SyncReportsMessage>, context: SyncContext) =>
  consume(message, async () => {
    const outcome = await continueSync(context.db, context.env, message.body, context.sync);
    await afterSync(outcome, message.body.profileId, message.body.waits, context);
  });
