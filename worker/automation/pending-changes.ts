import { subHours } from "date-fns";
import { and, asc, eq, lt, notLike, or, sql } from "drizzle-orm";
import { automationChanges } from "../db/automation-schema";
import type { Database } from "../db/client";
import { MAX_ATTEMPTS } from "./apply-changes";

/** A change not sent within this many hours of its planning is given up: the market it was planned for has moved. */
export const PLAN_EXPIRY_HOURS = 24;

const isJobRow = notLike(automationChanges.runKey, "undo:%");
/** PLANNED (killed midway or throttled), or FAILED by Amazon fewer than MAX_ATTEMPTS times. */
const waiting = or(
  eq(automationChanges.status, "PLANNED"),
  and(eq(automationChanges.status, "FAILED"), lt(automationChanges.attempts, MAX_ATTEMPTS)),
);

/**
 * Gives up the profile's changes planned over PLAN_EXPIRY_HOURS ago and still waiting (PLANNED, or
 * FAILED with tries left): FAILED for good, keeping Amazon's message when there was one.
 */
export async function expireOldPlans(db: Database, profileId: number, now: Date) {
  const dropped = `Not applied within ${PLAN_EXPIRY_HOURS} hours of planning; dropped.`;
  await db
    .update(automationChanges)
    .set({
      status: "FAILED",
      attempts: MAX_ATTEMPTS,
      error: sql`coalesce(${automationChanges.error}, ${dropped})`,
    })
    .where(
      and(
        eq(automationChanges.profileId, profileId),
        isJobRow,
        waiting,
        lt(automationChanges.plannedAt, subHours(now, PLAN_EXPIRY_HOURS)),
      ),
    );
}

/**
 * What the job still has to send, oldest first, at most `limit`: this run's plan and what earlier runs
 * left (PLANNED: killed midway or throttled; FAILED by Amazon fewer than MAX_ATTEMPTS times). An undo
 * is applied by the seller's request alone, never by a job.
 */
export async function pendingChanges(db: Database, profileId: number, limit: number) {
  return db
    .select()
    .from(automationChanges)
    .where(and(eq(automationChanges.profileId, profileId), isJobRow, waiting))
    .orderBy(asc(automationChanges.id))
    .limit(limit);
}
