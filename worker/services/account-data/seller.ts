import { eq, sql } from "drizzle-orm";
import type { Seller } from "../../access/seller-tables";
import type { Database } from "../../db/client";
import { memberships } from "../../db/schema";

/**
 * The seller with their organisations: all of them (`soleOnly` false, what an export shows) or only
 * those nobody else belongs to (what deleting the seller may delete).
 */
export async function sellerOf(db: Database, userId: string, soleOnly: boolean): Promise<Seller> {
  const rows = await db
    .select({ organisationId: memberships.organisationId })
    .from(memberships)
    .where(
      soleOnly
        ? sql`${memberships.userId} = ${userId} and not exists (select 1 from memberships other where other.organisation_id = ${memberships.organisationId} and other.user_id <> ${userId})`
        : eq(memberships.userId, userId),
    );
  return { id: userId, organisationIds: rows.map((row) => row.organisationId) };
}
