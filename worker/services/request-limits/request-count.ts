import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attemptCounters } from "../../db/schema";

/** The counter of one seller's requests under one limit. */
export const requestCountKey = (userId: string, limit: string) => `requests:${userId}:${limit}`;

/**
 * Counts one request in the key's fixed window (`windowMs` from its first request) and answers the
 * count with it included, and when the window ends: one upsert, so requests racing each other each get their own count. Unlike
 * the sign-in limits' countAttempt it sweeps no other counter: a seller's ordinary request changes no
 * row but its own.
 */
export async function countRequest(
  db: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; windowEndsAt: number }> {
  const ended = sql`${attemptCounters.expiresAt} <= ${now}`;
  const expiresAt = now + windowMs;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, windowStartedAt: new Date(now), attempts: 1, expiresAt })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        attempts: sql`case when ${ended} then 1 else ${attemptCounters.attempts} + 1 end`,
        windowStartedAt: sql`case when ${ended} then ${now} else ${attemptCounters.windowStartedAt} end`,
        expiresAt: sql`case when ${ended} then ${expiresAt} else ${attemptCounters.expiresAt} end`,
      },
    })
    .returning({ attempts: attemptCounters.attempts, expiresAt: attemptCounters.expiresAt });
  return { count: row?.attempts ?? 0, windowEndsAt: row?.expiresAt ?? expiresAt };
}

/** Takes one request back off the count (a refused one); the counter goes when nothing is left on it. */
export async function uncountRequest(db: Database, key: string) {
  await db.batch([
    db
      .update(attemptCounters)
      .set({ attempts: sql`${attemptCounters.attempts} - 1` })
      .where(eq(attemptCounters.key, key)),
    db.delete(attemptCounters).where(and(eq(attemptCounters.key, key), lte(attemptCounters.attempts, 0))),
  ]);
}
