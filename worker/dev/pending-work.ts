import { and, count, gt, isNotNull } from "drizzle-orm";
import { marketplaceNow } from "../amazon/marketplace-clock";
import { syncStatus } from "../db/ads-schema";
import { automationChanges, automationLeases } from "../db/automation-schema";
import type { Database } from "../db/client";
import { queueD1Counts } from "./queue-d1-counts";
import { undeliveredMessages } from "./queue-tracker";

const BUSY_SYNC_STATES = ["QUEUED", "RUNNING"] as const;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * GET /__dev/jobs on a local Worker: whether the work the queue was given has finished, and what it
 * left. `idle` is true when every message sent has been handled once, no profile's sync is QUEUED or
 * RUNNING and no automation lease is held: a holder is set and the lease expires after now, the
 * earlier of the real and the marketplace's now (the sandbox's clock runs behind or ahead of the real
 * one, and a job may date its lease by either). `changes` counts the automation's change log by status
 * (null while that table does not exist); `d1` what the queue's consumers sent to D1, by message kind.
 */
export async function pendingWork(db: Database, env: { MARKETPLACE_CLOCK_URL?: string }) {
  const realNow = new Date();
  const marketNow = await marketplaceNow(env).catch(() => realNow);
  const now = marketNow < realNow ? marketNow : realNow;
  const [syncs, leases, changes] = await Promise.all([
    db.select().from(syncStatus).orderBy(syncStatus.profileId),
    db
      .select({
        profileId: automationLeases.profileId,
        holder: automationLeases.holder,
        expiresAt: automationLeases.expiresAt,
      })
      .from(automationLeases)
      .where(and(isNotNull(automationLeases.holder), gt(automationLeases.expiresAt, now)))
      .catch(() => []),
    changeCounts(db),
  ]);
  const queue = undeliveredMessages();
  const busySyncs = syncs.filter((row) => (BUSY_SYNC_STATES as readonly string[]).includes(row.state));
  return {
    idle: queue.count === 0 && busySyncs.length === 0 && leases.length === 0,
    queue: {
      undelivered: queue.count,
      lastDueAt: queue.lastDueAt ? new Date(queue.lastDueAt).toISOString() : null,
    },
    syncs: syncs.map((row) => ({
      profileId: row.profileId,
      state: row.state,
      phase: row.phase,
      lastStartedAt: iso(row.lastStartedAt),
      lastSucceededAt: iso(row.lastSucceededAt),
      lastError: row.lastError,
    })),
    leases: leases.map((lease) => ({ ...lease, expiresAt: iso(lease.expiresAt) })),
    changes,
    d1: queueD1Counts(),
  };
}

export type PendingWork = Awaited<ReturnType<typeof pendingWork>>;

async function changeCounts(db: Database) {
  try {
    const rows = await db
      .select({ status: automationChanges.status, count: count() })
      .from(automationChanges)
      .groupBy(automationChanges.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  } catch {
    return null;
  }
}
