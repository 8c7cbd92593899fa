import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invitations } from "../../db/invitations-schema";
import { countAttempt } from "../users/attempt-counter";

/**
 * Invitations an organisation may send: MAX_INVITATIONS_PER_DAY over a fixed day (each sent one counts,
 * revoked or not, so revoking and inviting again cannot flood a mailbox), and MAX_PENDING_INVITATIONS
 * waiting at once. Past either: 429/1007, nothing stored or sent.
 */
export const MAX_INVITATIONS_PER_DAY = 20;
export const MAX_PENDING_INVITATIONS = 25;
export const INVITATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export const TOO_MANY_INVITATIONS = "Too many invitations sent today. Please try again tomorrow.";
export const TOO_MANY_PENDING =
  "Too many invitations are waiting to be accepted. Revoke some or wait until they are accepted.";

export const invitationCounterKey = (organisationId: string) => `invitations-org:${organisationId}`;

/** Invitations of the organisation not yet accepted, revoked or expired. */
export const pendingInvitationsOf = (organisationId: string, now: Date) =>
  and(
    eq(invitations.organisationId, organisationId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );

export async function pendingCount(db: Database, organisationId: string, now: Date) {
  const row = await db
    .select({ pending: count() })
    .from(invitations)
    .where(pendingInvitationsOf(organisationId, now))
    .get();
  return row?.pending ?? 0;
}

/** Counts the invitation; true when the day's limit is already spent. */
export async function dailyInvitationLimitReached(db: Database, organisationId: string, now: Date) {
  const key = invitationCounterKey(organisationId);
  const counted = await countAttempt(db, [key], INVITATION_WINDOW_MS, now.getTime());
  return (counted.get(key) ?? 0) > MAX_INVITATIONS_PER_DAY;
}
