import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { validationError } from "../../contracts/api-error";
import type { JoinedOrganisation } from "../../contracts/organisations/team.schemas";
import type { Database } from "../../db/client";
import { invitations } from "../../db/invitations-schema";
import { memberships, organisations } from "../../db/schema";
import { tokenHash } from "../users/account-tokens";
import { memberRole } from "./team";

const refused = (message: string) => validationError("token", message);

/** Why a stored invitation cannot be accepted now, if it cannot. */
function problemOf(invitation: typeof invitations.$inferSelect, now: Date) {
  if (invitation.acceptedAt) return "This invitation has already been used.";
  if (invitation.revokedAt) return "This invitation was withdrawn. Ask the owner for a new one.";
  if (invitation.expiresAt <= now) return "This invitation has expired. Ask the owner for a new one.";
  return undefined;
}

/**
 * The signed-in user joins the invitation's organisation with its role. The link works once, for 7 days,
 * unrevoked, and only for the address it was sent to (case-insensitive): a forwarded link is refused, so
 * an invitation cannot be passed on to someone the Owner did not choose. Every refusal is 400/1005 on
 * `token`. One conditional update marks it accepted, so two requests racing with one link cannot both join.
 */
export async function acceptInvitation(
  db: Database,
  user: { id: string; email: string },
  token: string,
  now: Date,
): Promise<JoinedOrganisation> {
  const hash = await tokenHash(token);
  const invitation = await db.select().from(invitations).where(eq(invitations.tokenHash, hash)).get();
  if (!invitation) throw refused("This invitation link is not valid.");
  const problem = problemOf(invitation, now);
  if (problem) throw refused(problem);
  if (invitation.email !== user.email.toLowerCase())
    throw refused(
      `This invitation was sent to another e-mail address. Sign in as ${invitation.email} to accept it.`,
    );
  if (await memberRole(db, invitation.organisationId, user.id))
    throw refused("You are already a member of this organisation.");
  const accepted = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.id, invitation.id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id })
    .get();
  if (!accepted) throw refused("This invitation has already been used.");
  // Joined after every membership the user had, so the one the API falls back to stays their own.
  await db
    .insert(memberships)
    .values({
      userId: user.id,
      organisationId: invitation.organisationId,
      role: invitation.role,
      createdAt: sql`max(${now.getTime()}, (select coalesce(max(created_at), 0) + 1 from memberships where user_id = ${user.id}))`,
    })
    .onConflictDoNothing();
  const organisation = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, invitation.organisationId))
    .get();
  return {
    organisationId: invitation.organisationId,
    name: organisation?.name ?? "",
    role: invitation.role,
  };
}
