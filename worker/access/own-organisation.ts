import { sql } from "drizzle-orm";
import { memberships } from "../db/schema";

/**
 * The organisation the user owns (the oldest, should they own more), as a subquery: every user owns
 * the one made at sign-up (services/users/users.ts; migration 0035 made one for any user without).
 */
export const ownOrganisationOf = (userId: string) => sql<string>`(
  select ${memberships.organisationId} from ${memberships}
  where ${memberships.userId} = ${userId} and ${memberships.role} = 'owner'
  order by ${memberships.createdAt}, ${memberships}.rowid limit 1)`;
