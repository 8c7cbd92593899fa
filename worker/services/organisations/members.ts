import { and, eq } from "drizzle-orm";
import { ApiError, validationError } from "../../contracts/api-error";
import type { InvitedRole } from "../../contracts/organisations/team.schemas";
import type { Database } from "../../db/client";
import { memberships } from "../../db/schema";
import { memberRole } from "./team";

/**
 * An organisation keeps exactly one Owner (docs/teams.md): the Owner is never removed or given another
 * role here; ownership moves only by transferOwnership, which makes another member Owner in the same
 * batch that makes the Owner a Manager.
 */
const OWNER_STAYS = "The owner stays the owner: transfer ownership to another member first.";

async function roleOfMember(db: Database, organisationId: string, memberId: string) {
  const role = await memberRole(db, organisationId, memberId);
  if (!role) throw new ApiError(1006, "This person is not a member of this organisation.");
  return role;
}

const membershipOf = (organisationId: string, memberId: string) =>
  and(eq(memberships.organisationId, organisationId), eq(memberships.userId, memberId));

/** Gives a Manager or Analyst of the organisation another of those roles. */
export async function changeRole(db: Database, organisationId: string, memberId: string, role: InvitedRole) {
  if ((await roleOfMember(db, organisationId, memberId)) === "owner")
    throw validationError("role", OWNER_STAYS);
  await db.update(memberships).set({ role }).where(membershipOf(organisationId, memberId));
  return { id: memberId, role };
}

/** Removes a Manager or Analyst from the organisation; the route then closes their sockets. */
export async function removeMember(db: Database, organisationId: string, memberId: string) {
  if ((await roleOfMember(db, organisationId, memberId)) === "owner")
    throw validationError("memberId", OWNER_STAYS);
  await db.delete(memberships).where(membershipOf(organisationId, memberId));
  return { removed: true as const, id: memberId };
}

/** The Owner makes another member Owner and becomes a Manager, in one batch. */
export async function transferOwnership(
  db: Database,
  organisationId: string,
  ownerId: string,
  memberId: string,
) {
  if (memberId === ownerId) throw validationError("memberId", "You are already the owner.");
  await roleOfMember(db, organisationId, memberId);
  await db.batch([
    db.update(memberships).set({ role: "owner" }).where(membershipOf(organisationId, memberId)),
    db.update(memberships).set({ role: "manager" }).where(membershipOf(organisationId, ownerId)),
  ]);
  return { ownerId: memberId };
}
