import { env } from "cloudflare:workers";
/**
 * SQL for the organisation the user bound as `?1` owns: where a seeded row of the seller's world goes
 * (amazon_accounts, chats, billing_customers carry organisation_id since migration 0035). A `?` after it
 * binds the second value, so a statement's binding order stays user first.
 */
export const OWN_ORGANISATION_OF_USER_1 =
  "(select organisation_id from memberships where user_id = ?1 and role = 'owner' order by created_at limit 1)";

/** The id of the organisation the user owns (made at sign-up). */
export async function ownOrganisationId(userId: string): Promise<string> {
  const row = await env.DB.prepare(OWN_ORGANISATION_OF_USER_1.replace(/^\(|\)$/g, ""))
    .bind(userId)
    .first<{ organisation_id: string }>();
  if (!row) throw new Error(`${userId} owns no organisation`);
  return row.organisation_id;
}
