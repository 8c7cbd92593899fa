import { sql } from "drizzle-orm";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";

export type AdvertisedSkuFields = Omit<
  typeof advertisedSkus.$inferInsert,
  "id" | "isAdvertised" | "isBrandAdvertised" | "createdAt" | "updatedAt"
>;

/**
 * Inserts the profile's SKU or, when it is already there, replaces its product details, budget and
 * bid bounds; its id stays. A statement to run alone or inside a `db.batch`.
 */
export function upsertAdvertisedSku(db: Database, fields: AdvertisedSkuFields) {
  const { profileId: _profileId, sku: _sku, ...changes } = fields;
  return db
    .insert(advertisedSkus)
    .values(fields)
    .onConflictDoUpdate({
      target: [advertisedSkus.profileId, advertisedSkus.sku],
      set: { ...changes, updatedAt: sql`(unixepoch('subsec') * 1000)` },
    });
}

/** The id of the profile's SKU, as a subquery for statements batched after its upsert. */
export const advertisedSkuIdOf = (profileId: number, sku: string) =>
  sql`(select ${advertisedSkus.id} from ${advertisedSkus} where ${advertisedSkus.profileId} = ${profileId} and ${advertisedSkus.sku} = ${sku})`;
