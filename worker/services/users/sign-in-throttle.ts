import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signInFailures } from "../../db/schema";

/** After this many failed sign-ins for one e-mail within the window, further tries get 429. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export async function isSignInLocked(db: Database, email: string, now = Date.now()) {
  const row = await db
    .select({ failures: count() })
    .from(signInFailures)
    .where(
      and(eq(signInFailures.email, email), gt(signInFailures.failedAt, new Date(now - SIGN_IN_WINDOW_MS))),
    )
    .get();
  return (row?.failures ?? 0) >= MAX_FAILED_SIGN_INS;
}

export async function recordFailedSignIn(db: Database, email: string, now = Date.now()) {
  await db.batch([
    db.insert(signInFailures).values({ email, failedAt: new Date(now) }),
    db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now - SIGN_IN_WINDOW_MS))),
  ]);
}

export async function clearFailedSignIns(db: Database, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
