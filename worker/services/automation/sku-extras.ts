import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** What else switches a rule on beyond the SKU's settings: a running boost, a keyword with organic search optimisation. */
export type SkuExtras = { boosting: boolean; organicSearch: boolean };

/** Per SKU of the profile: a boost running, a keyword (of its campaigns) with organic search optimisation. */
export async function skuExtras(db: Database, profileId: number): Promise<(skuId: number) => SkuExtras> {
  const [boosting, organic] = await Promise.all([
    db.all<{ sku: number }>(
      sql`select distinct advertised_sku_id as sku from keyword_boosts where profile_id = ${profileId} and stopped_at is null`,
    ),
    db.all<{ sku: number }>(sql`
      select distinct coalesce(sc.advertised_sku_id, mc.advertised_sku_id) as sku
      from keyword_options ko
      join sp_keywords k on k.profile_id = ko.profile_id and k.kind = 'KEYWORD' and k.keyword_id = ko.keyword_id
      left join sku_campaigns sc on sc.profile_id = k.profile_id and sc.campaign_id = k.campaign_id
      left join managed_campaigns mc on mc.profile_id = k.profile_id and mc.campaign_id = k.campaign_id
      where ko.profile_id = ${profileId} and ko.organic_search_optimization = 1`),
  ]);
  const boostingSkus = new Set(boosting.map((row) => row.sku));
  const organicSkus = new Set(organic.map((row) => row.sku));
  return (skuId) => ({ boosting: boostingSkus.has(skuId), organicSearch: organicSkus.has(skuId) });
}
