import { eq } from "drizzle-orm";
import { profileAccounts } from "../access/profile-account";
import type { ReportType } from "../amazon/reports";
import type { Database } from "../db/client";
import { amazonAccounts } from "../db/schema";
import { markSyncQueued } from "../mirror/sync-status";

/** The queue of syncs, as wrangler.toml names it; its consumer is worker/jobs/sync. */
export const SYNC_QUEUE_NAME = "skupilot-sync";
/** Where the queue puts a message after its last retry (wrangler.toml); worker/jobs/dead-letters.ts consumes it. */
export const SYNC_DEAD_LETTER_QUEUE_NAME = "skupilot-sync-dead";

/** One queue message = one profile to sync. `kind` tells the queue handler whose message it is. */
export type SyncMessage = { kind: "sync-profile"; profileId: number };

/** A report the sync asked Amazon for and has not stored yet, with the days it covers. */
export type PendingReport = {
  reportId: string;
  reportTypeId: ReportType;
  startDate: string;
  endDate: string;
};

/**
 * The rest of a profile's sync: the reports Amazon was still building when the last invocation's
 * polls ran out, collected by a later message instead of a consumer sleeping for minutes.
 */
export type SyncReportsMessage = {
  kind: "sync-reports";
  profileId: number;
  reports: PendingReport[];
  /** Reports of the whole sync, for its progress. */
  total: number;
  /** Messages of this sync so far that found reports still being built. */
  waits: number;
};

/** How long a later message waits before polling the reports again. */
export const REPORT_WAIT_SECONDS = 30;

/** Queues the collection of the reports still being built, REPORT_WAIT_SECONDS from now. */
export async function enqueueReportWait(queue: Queue, message: Omit<SyncReportsMessage, "kind">) {
  await queue.send({ kind: "sync-reports", ...message } satisfies SyncReportsMessage, {
    delaySeconds: REPORT_WAIT_SECONDS,
  });
}

/** Queues a sync of every profile of every VALID account, or of one account's profiles. */
export async function enqueueSyncs(db: Database, queue: Queue<SyncMessage>, onlyTokenId?: number) {
  const rows = await profileAccounts(
    db,
    onlyTokenId === undefined ? eq(amazonAccounts.state, "VALID") : eq(amazonAccounts.tokenId, onlyTokenId),
  );
  const profiles = rows.map((row) => row.profile);
  for (const profile of profiles) await markSyncQueued(db, profile.id);
  for (let start = 0; start < profiles.length; start += 100) {
    await queue.sendBatch(
      profiles
        .slice(start, start + 100)
        .map((profile) => ({ body: { kind: "sync-profile", profileId: profile.id } as SyncMessage })),
    );
  }
  return profiles.length;
}
