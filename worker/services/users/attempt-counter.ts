import { inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attemptCounters } from "../../db/schema";

/**
 * Counts one attempt under each key in its fixed window (`windowMs` from the key's first attempt) and
 * answers each key's count with this attempt included. One upsert a key, so attempts racing each other
 * each get their own count: no check-then-insert gap lets a burst through.
 */
export async function countAttempt(
  db: Database,
  keys: readonly string[],
  windowMs: number,
  now = Date.now(),
) {
  const expired = now - windowMs;
  const upsert = (key: string) =>
    db
      .insert(attemptCounters)
      .values({ key, windowStartedAt: new Date(now), attempts: 1 })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          attempts: sql`case when ${attemptCounters.windowStartedAt} < ${expired} then 1 else ${attemptCounters.attempts} + 1 end`,
          windowStartedAt: sql`case when ${attemptCounters.windowStartedAt} < ${expired} then ${now} else ${attemptCounters.windowStartedAt} end`,
        },
      })
      .returning({ attempts: attemptCounters.attempts });
  const [first, ...rest] = keys.map(upsert);
  if (!first) return new Map<string, number>();
  const [, ...counts] = await db.batch([
    db.delete(attemptCounters).where(lt(attemptCounters.windowStartedAt, new Date(expired))),
    first,
    ...rest,
  ]);
  return new Map(
    keys.map((key, index) => [key, (counts[index] as { attempts: number }[])[0]?.attempts ?? 0]),
  );
}

/** Takes back one counted attempt under each key (a success that should not count against anyone). */
export async function uncountAttempt(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .update(attemptCounters)
    .set({ attempts: sql`max(${attemptCounters.attempts} - 1, 0)` })
    .where(inArray(attemptCounters.key, [...keys]));
}

export async function forgetAttempts(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.delete(attemptCounters).where(inArray(attemptCounters.key, [...keys]));
}
