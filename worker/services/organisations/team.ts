import { and, desc, eq, sql } from "drizzle-orm";
import type { PendingInvitation, Team, TeamMember } from "../../contracts/organisations/team.schemas";
import type { Database } from "../../db/client";
import { invitations } from "../../db/invitations-schema";
import { memberships, users } from "../../db/schema";
import { pendingInvitationsOf } from "./invitation-limits";

/** The organisation's members, the Owner first then by joining, and its pending invitations, newest first. */
export async function teamOf(db: Database, organisationId: string, now: Date): Promise<Team> {
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organisationId, organisationId))
    .orderBy(sql`${memberships.role} <> 'owner'`, memberships.createdAt, sql`${memberships}.rowid`);
  const pending = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.name,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(pendingInvitationsOf(organisationId, now)))
    .orderBy(desc(invitations.createdAt));
  return {
    members: members.map((member): TeamMember => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    invitations: pending.map(
      (invitation): PendingInvitation => ({
        ...invitation,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
      }),
    ),
  };
}

/** The member's role in the organisation, or undefined when they are not one of its members. */
export async function memberRole(db: Database, organisationId: string, userId: string) {
  const row = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)))
    .get();
  return row?.role;
}

/** The signed-in user's name and address (the session carries neither). */
export async function personOf(db: Database, userId: string) {
  const person = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!person) throw new Error(`no user ${userId}`);
  return person;
}
