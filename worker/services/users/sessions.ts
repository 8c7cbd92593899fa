import { and, eq, lte, sql } from "drizzle-orm";
import { ApiError, validationError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { revokedSessions, users } from "../../db/schema";
import { verifyPassword } from "./passwords";

/**
 * Where a session stands, in one read: when its user last ended every session (null: never) and whether
 * its own id was revoked. Undefined when the user is gone, whose sessions are then all over.
 */
export async function sessionStanding(db: Database, userId: string, sessionId: string) {
  const row = await db
    .select({
      validAfter: users.sessionsValidAfter,
      revoked: sql<number>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${sessionId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return row && { validAfter: row.validAfter, revoked: Boolean(row.revoked) };
}

type Revocation = { userId: string; sessionId: string; until: number; now: number };

/**
 * Revokes one session of the user until `until` (its 30-day end, after which its cookie is refused
 * anyway); the user's revocations past their end are forgotten on the way. Nothing is written for a user
 * who is gone (a sign-out after the account's deletion).
 */
export async function revokeSession(db: Database, { userId, sessionId, until, now }: Revocation) {
  await db
    .delete(revokedSessions)
    .where(and(eq(revokedSessions.userId, userId), lte(revokedSessions.expiresAt, new Date(now))));
  await db.run(sql`insert into ${revokedSessions} (session_id, user_id, revoked_at, expires_at)
    select ${sessionId}, id, ${now}, ${until} from ${users} where id = ${userId}
    on conflict do nothing`);
}

/**
 * Signs the user out of every device once their password is confirmed: every session confirmed before
 * `now` ends (`sessions_valid_after`), as a password change ends the others.
 */
export async function endEverySession(
  db: Database,
  userId: string,
  password: string,
  pepper: string,
  now: Date,
) {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ApiError(1009, "Please sign in to continue.");
  if (!(await verifyPassword(password, user.passwordHash, pepper))) {
    throw validationError("password", "The password is not correct");
  }
  await db.update(users).set({ sessionsValidAfter: now, updatedAt: now }).where(eq(users.id, userId));
}
