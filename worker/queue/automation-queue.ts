import { connectedProfileAccount } from "../access/profile-account";
import type { Database } from "../db/client";

/**
 * The automation rides the sync's queue (SYNC_QUEUE, `skupilot-sync`) as its own kind: it is the step
 * after a profile's sync, keyed by the same profile, with the same retries and dead-letter queue, and
 * a second queue would add a binding and a consumer config without separating anything that needs it.
 */
export type AutomationMessage = {
  kind: "automate-profile";
  profileId: number;
  /** A seller's "run now": when it was asked (wall-clock ms); it plans again inside a planned hour. */
  runNowAt?: number;
};

/**
 * Queues one automation run of the profile (after its sync, on connect through that sync, or a
 * seller's "run now"); `delaySeconds` for the rest of a run too big for one invocation. Answers false,
 * queuing nothing, when the profile is gone or its account must be reconnected.
 */
export async function enqueueAutomation(
  db: Database,
  queue: Queue<AutomationMessage> | Queue,
  profileId: number,
  delaySeconds?: number,
  runNowAt?: number,
) {
  const row = await connectedProfileAccount(db, profileId);
  if (row?.account.state !== "VALID") return false;
  const message: AutomationMessage = {
    kind: "automate-profile",
    profileId,
    ...(runNowAt === undefined ? {} : { runNowAt }),
  };
  await queue.send(message, delaySeconds ? { delaySeconds } : undefined);
  return true;
}
