import { and, eq, isNull, lte, or } from "drizzle-orm";
import { RetryLaterError } from "../../contracts/api-error";
import type { RunNowResult } from "../../contracts/automation/change-api";
import { automationLeases } from "../../db/automation-schema";
import type { Database } from "../../db/client";
import { enqueueAutomation } from "../../queue/automation-queue";

/** A seller may ask for a run now once per this many minutes per profile (wall clock, not the marketplace's). */
export const RUN_NOW_INTERVAL_MINUTES = 15;
const INTERVAL_MS = RUN_NOW_INTERVAL_MINUTES * 60_000;

/** When the next run now may be asked for; null when it may be now. */
export function runNowAvailableAt(requestedAt: Date | null, now: Date): Date | null {
  if (!requestedAt) return null;
  const available = new Date(requestedAt.getTime() + INTERVAL_MS);
  return available > now ? available : null;
}

const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));

/**
 * POST /api/automation/{profileId}/run: queues the profile's automation now. The request time is
 * claimed by one conditional update, so two clicks at once queue one run; within the interval,
 * 429/1007 saying when it can run again, in words and in Retry-After.
 */
export async function runAutomationNow(
  db: Database,
  queue: Queue,
  profileId: number,
  now: Date,
): Promise<RunNowResult> {
  await db.insert(automationLeases).values({ profileId }).onConflictDoNothing();
  const claimed = await db
    .update(automationLeases)
    .set({ runRequestedAt: now })
    .where(
      and(
        eq(automationLeases.profileId, profileId),
        or(
          isNull(automationLeases.runRequestedAt),
          lte(automationLeases.runRequestedAt, new Date(now.getTime() - INTERVAL_MS)),
        ),
      ),
    )
    .returning({ profileId: automationLeases.profileId });
  if (claimed.length === 0) {
    const lease = await db
      .select()
      .from(automationLeases)
      .where(eq(automationLeases.profileId, profileId))
      .get();
    const available = runNowAvailableAt(lease?.runRequestedAt ?? null, now) ?? now;
    const minutes = minutesUntil(available, now);
    throw new RetryLaterError(
      `The automation was asked to run less than ${RUN_NOW_INTERVAL_MINUTES} minutes ago. You can run it again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      Math.max(1, Math.ceil((available.getTime() - now.getTime()) / 1000)),
    );
  }
  await enqueueAutomation(db, queue, profileId, undefined, now.getTime());
  return {
    queuedAt: now.toISOString(),
    runNowAvailableAt: new Date(now.getTime() + INTERVAL_MS).toISOString(),
  };
}
