import { and, eq, sql } from "drizzle-orm";
import { RetryLaterError } from "../contracts/api-error";
import { automationLeases } from "../db/automation-schema";
import type { Database } from "../db/client";

/** A lease outlives any one queue invocation (15 minutes of wall time), so a live job never loses it. */
export const LEASE_MS = 20 * 60 * 1000;

/**
 * Takes the profile's lease for `holder` in one conditional statement: it is free, released, or its
 * holder died (expired). Answers false when another job holds it. Real time, not the marketplace's:
 * the sandbox's clock jumps days.
 */
export async function takeLease(db: Database, profileId: number, holder: string, nowMs = Date.now()) {
  const expiresAt = new Date(nowMs + LEASE_MS);
  const taken = await db
    .insert(automationLeases)
    .values({ profileId, holder, expiresAt })
    .onConflictDoUpdate({
      target: automationLeases.profileId,
      set: { holder, expiresAt },
      setWhere: sql`${automationLeases.holder} is null or ${automationLeases.expiresAt} < ${nowMs}`,
    })
    .returning({ holder: automationLeases.holder });
  return taken[0]?.holder === holder;
}

/**
 * Gives the lease back (only if still ours) and, when given, records the run's end: a run that finished
 * also clears a run the queue gave up on before it.
 */
export async function releaseLease(
  db: Database,
  profileId: number,
  holder: string,
  finished?: { lastRunAt: Date },
) {
  await db
    .update(automationLeases)
    .set({ holder: null, expiresAt: null, ...(finished ? { ...finished, lastFailedAt: null } : {}) })
    .where(and(eq(automationLeases.profileId, profileId), eq(automationLeases.holder, holder)));
}

/** The hour whose plan is stored already: a run of that hour again only finishes what is left. */
export async function plannedRunKey(db: Database, profileId: number) {
  const row = await db
    .select({ lastRunKey: automationLeases.lastRunKey })
    .from(automationLeases)
    .where(eq(automationLeases.profileId, profileId))
    .get();
  return row?.lastRunKey ?? null;
}

/** Records that the queue gave up on the profile's run (its dead-letter queue): the seller is told until a run finishes. */
export async function recordRunGivenUp(db: Database, profileId: number, at: Date) {
  await db
    .insert(automationLeases)
    .values({ profileId, lastFailedAt: at })
    .onConflictDoUpdate({ target: automationLeases.profileId, set: { lastFailedAt: at } });
}

/** How long a seller is asked to wait for a run in flight: about one invocation (60 s of planning at most, then its sends). */
export const BUSY_RETRY_AFTER_SECONDS = 60;

/**
 * Does `work` holding the leases of all `profileIds`, so no automation run changes their campaigns
 * meanwhile (a disconnect's pause, an undo): a run in flight on any of them answers 429/1007 "try
 * again" and nothing is done. The leases are given back afterwards (a profile deleted by `work` has none).
 */
export async function whileNoRunOn<T>(
  db: Database,
  profileIds: number[],
  work: () => Promise<T>,
): Promise<T> {
  const holder = crypto.randomUUID();
  const held: number[] = [];
  try {
    for (const profileId of profileIds) {
      if (!(await takeLease(db, profileId, holder)))
        throw new RetryLaterError(
          "Skupilot's automation is changing these campaigns on Amazon right now. Please try again in a minute.",
          BUSY_RETRY_AFTER_SECONDS,
        );
      held.push(profileId);
    }
    return await work();
  } finally {
    for (const profileId of held) await releaseLease(db, profileId, holder);
  }
}
