import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attemptCounters } from "../../db/schema";
import { countAttempt } from "../users/attempt-counter";

/**
 * A code Stripe did not know is remembered for UNKNOWN_CODE_TTL_MS (a keyed row in attempt_counters
 * with its end, as the limits' counters are), so asking it again does not reach Stripe; a code created
 * in Stripe meanwhile is found once that ends. Keyed in lower case: Stripe matches codes whatever
 * their case, so `nope` is as unknown as `NOPE`.
 */
export const UNKNOWN_CODE_TTL_MS = 10 * 60 * 1000;

const unknownCodeKey = (code: string) => `promo-unknown:${code.toLowerCase()}`;

export async function isKnownUnknown(db: Database, code: string, now = Date.now()) {
  const row = await db
    .select({ key: attemptCounters.key })
    .from(attemptCounters)
    .where(and(eq(attemptCounters.key, unknownCodeKey(code)), gt(attemptCounters.expiresAt, now)))
    .get();
  return row !== undefined;
}

export async function rememberUnknown(db: Database, code: string, now = Date.now()) {
  await countAttempt(db, [unknownCodeKey(code)], UNKNOWN_CODE_TTL_MS, now);
}
