import { sql } from "drizzle-orm";
import { advertisedSkus } from "../../db/ads-schema";

/** The id of the profile's SKU, as a subquery for statements batched after its upsert. */
export const advertisedSkuIdOf = (profileId: number, sku: string) =>
  sql`(select ${advertisedSkus.id} from ${advertisedSkus} where ${advertisedSkus.profileId} = ${profileId} and ${advertisedSkus.sku} = ${sku})`;
