import { env } from "cloudflare:workers";

export type Role = "owner" | "manager" | "analyst";

/**
 * Makes the user a member of the organisation with `role`, joined after every membership they had (so
 * their oldest, the one the API falls back to, stays their own). Invitations will do it; none exist yet.
 */
export async function addMembership(userId: string, organisationId: string, role: Role) {
  await env.DB.prepare(
    "insert into memberships (user_id, organisation_id, role, created_at) values (?, ?, ?, (select max(created_at) + 1 from memberships where user_id = ?))",
  )
    .bind(userId, organisationId, role, userId)
    .run();
}
