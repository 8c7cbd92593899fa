import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { memberships } from "../db/schema";

/**
 * The owner of the organisation `organisationId` names (the oldest owner), as a subquery. Until the
 * plan moves onto the organisation (issue 34 item 6), its trial, plan and ad limit are its owner's
 * user row's (docs/teams.md).
 */
export const organisationOwnerOf = (organisationId: SQLiteColumn | SQL | string) => sql<string>`(
  select owner.user_id from ${memberships} owner
  where owner.organisation_id = ${organisationId} and owner.role = 'owner'
  order by owner.created_at, owner.rowid limit 1)`;
