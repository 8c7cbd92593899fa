import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberships, organisations } from "../db/schema";
import { organisationOwnerOf } from "./organisation-owner";

/** Each organisation the user belongs to, with their role and its owner, oldest membership first. */
export const memberOrganisations = (db: Database, userId: string) =>
  db
    .select({
      organisationId: memberships.organisationId,
      role: memberships.role,
      ownerId: organisationOwnerOf(memberships.organisationId),
      name: organisations.name,
      slug: organisations.slug,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt, sql`${memberships}.rowid`);

export type MemberOrganisation = Awaited<ReturnType<typeof memberOrganisations>>[number];

/**
 * The organisation a request acts in: the one `chosen` names if the user belongs to it, else their
 * oldest membership (a stale or absent choice falls back; docs/teams.md). Undefined: they belong to none.
 */
export const activeOf = (organisations: readonly MemberOrganisation[], chosen: string | undefined) =>
  organisations.find((each) => each.organisationId === chosen) ?? organisations[0];
