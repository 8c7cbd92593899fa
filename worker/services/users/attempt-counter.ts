import { inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attemptCounters } from "../../db/schema";

/**
 * Counts one attempt under each key in its fixed window (`windowMs` from the key's first attempt) and
 * answers each key's count with this attempt included. One upsert a key, so attempts racing each other
 * each get their own count: no check-then-insert gap lets a burst through. A key keeps one window (its
 * limit's); each row stores when that window ends, so the sweep of ended rows never takes the counter
 * of a limit whose window is longer than the caller's.
 */
export async function countAttempt(
  db: Database,
  keys: readonly string[],
  windowMs: number,
  now = Date.now(),
) {
  const expiresAt = now + windowMs;
  const ended = sql`${attemptCounters.expiresAt} <= ${now}`;
  const upsert = (key: string) =>
    db
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
      .returning({ attempts: attemptCounters.attempts });
  const [first, ...rest] = keys.map(upsert);
  if (!first) return new Map<string, number>();
  const [, ...counts] = await db.batch([
    db.delete(attemptCounters).where(lte(attemptCounters.expiresAt, now)),
    first,
    ...rest,
  ]);
  return new Map(
    keys.map((key, index) => [key, (counts[index] as { attempts: number }[])[0]?.attempts ?? 0]),
  );
}

export async function forgetAttempts(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.delete(attemptCounters).where(inArray(attemptCounters.key, [...keys]));
}
