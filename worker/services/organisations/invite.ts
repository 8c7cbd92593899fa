import { and, eq, isNull } from "drizzle-orm";
import { ApiError, validationError } from "../../contracts/api-error";
import { INVITATION_TTL_MS, invitationLink } from "../../contracts/organisations/invitation-links";
import type { InvitedRole } from "../../contracts/organisations/team.schemas";
import type { Database } from "../../db/client";
import { invitations } from "../../db/invitations-schema";
import { memberships, users } from "../../db/schema";
import { deliverMail } from "../../mail/deliver-mail";
import type { MailSettings } from "../../mail/mail-settings";
import { invitationMail } from "../../mail/messages/invitation-mail";
import { newLinkToken, tokenHash } from "../users/account-tokens";
import {
  dailyInvitationLimitReached,
  MAX_PENDING_INVITATIONS,
  pendingCount,
  TOO_MANY_INVITATIONS,
  TOO_MANY_PENDING,
} from "./invitation-limits";

export type Inviter = { userId: string; name: string; organisationId: string; organisationName: string };

/** The limit's 429/1007, for the route to answer with Retry-After. */
export class InvitationLimitError extends ApiError {
  constructor(message: string) {
    super(1007, message);
  }
}

/**
 * Invites `email` into the inviter's organisation with `role`: a new single-use token (only its hash is
 * stored) valid 7 days, mailed as a link. An address already a member is refused (400 on `email`); an
 * address already invited gets a new link and its older invitation is revoked, so one link works at a
 * time. Answers the invitation and the mail to send (the route sends it after answering).
 */
export async function invite(
  db: Database,
  settings: MailSettings,
  inviter: Inviter,
  email: string,
  role: InvitedRole,
  now: Date,
) {
  const member = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, inviter.organisationId), eq(users.email, email)))
    .get();
  if (member) throw validationError("email", "This person is already a member of the organisation.");
  const sameAddress = and(
    eq(invitations.organisationId, inviter.organisationId),
    eq(invitations.email, email),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
  );
  const pending = await pendingCount(db, inviter.organisationId, now);
  const replaces = await db.select({ id: invitations.id }).from(invitations).where(sameAddress).get();
  if (pending >= MAX_PENDING_INVITATIONS && !replaces) throw new InvitationLimitError(TOO_MANY_PENDING);
  if (await dailyInvitationLimitReached(db, inviter.organisationId, now))
    throw new InvitationLimitError(TOO_MANY_INVITATIONS);
  const token = newLinkToken();
  const id = crypto.randomUUID();
  await db.batch([
    db.update(invitations).set({ revokedAt: now }).where(sameAddress),
    db.insert(invitations).values({
      id,
      organisationId: inviter.organisationId,
      email,
      role,
      tokenHash: await tokenHash(token),
      invitedBy: inviter.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    }),
  ]);
  const mail = invitationMail({
    to: email,
    inviterName: inviter.name,
    organisationName: inviter.organisationName,
    role,
    link: invitationLink(settings.appOrigin, token),
  });
  return {
    invitation: { id, email, role, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString() },
    send: () => deliverMail(settings, "invitation", mail, `invitation/${id}`),
  };
}

/** Revokes a pending invitation of the organisation: its link stops working. 1006 for another's, or one no longer pending. */
export async function revokeInvitation(
  db: Database,
  organisationId: string,
  invitationId: string,
  now: Date,
) {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.organisationId, organisationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id })
    .get();
  if (!revoked)
    throw new ApiError(1006, "This invitation is not one of this organisation's pending invitations.");
  return { revoked: true as const, id: revoked.id };
}
