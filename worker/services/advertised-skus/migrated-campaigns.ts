import { and, eq, ne, sql } from "drizzle-orm";
import type { SkuMigratedCampaign } from "../../contracts/advertised-skus/advertised-sku";
import { managedCampaigns, spCampaigns, spProductAds } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { sameCampaign } from "../../db/same-campaign";

/** Another product's ad (not archived) in the same campaign. */
const otherProductsAd = sql<number>`exists (select 1 from sp_product_ads other where other.profile_id = ${spProductAds.profileId} and other.campaign_id = ${spProductAds.campaignId} and other.state != 'ARCHIVED' and (other.sku is null or other.sku != ${spProductAds.sku}))`;

/**
 * Each SKU's migrated campaigns (by SKU id): the live campaigns the seller migrated that hold a
 * product ad of the SKU (not archived), as last synced, by name. One statement for any number of SKUs.
 */
export async function migratedCampaignsBySku(
  db: Database,
  profileId: number,
  skus: { id: number; sku: string }[],
): Promise<Map<number, SkuMigratedCampaign[]>> {
  const result = new Map<number, SkuMigratedCampaign[]>(skus.map((sku) => [sku.id, []]));
  if (skus.length === 0) return result;
  const rows = await db
    .selectDistinct({
      sku: spProductAds.sku,
      campaignId: managedCampaigns.campaignId,
      name: spCampaigns.name,
      state: spCampaigns.state,
      migratedFor: managedCampaigns.advertisedSkuId,
      shared: otherProductsAd,
    })
    .from(managedCampaigns)
    .innerJoin(spCampaigns, sameCampaign(spCampaigns, managedCampaigns))
    .innerJoin(spProductAds, sameCampaign(spProductAds, managedCampaigns))
    .where(
      and(
        eq(managedCampaigns.profileId, profileId),
        eq(managedCampaigns.source, "MIGRATED"),
        ne(spCampaigns.state, "ARCHIVED"),
        ne(spProductAds.state, "ARCHIVED"),
        inList(
          spProductAds.sku,
          skus.map((sku) => sku.sku),
        ),
      ),
    )
    .orderBy(spCampaigns.name, managedCampaigns.campaignId);
  const idOf = new Map(skus.map((sku) => [sku.sku, sku.id]));
  for (const row of rows) {
    const skuId = idOf.get(row.sku ?? "");
    if (skuId === undefined) continue;
    const shared = Boolean(row.shared);
    result.get(skuId)?.push({
      campaignId: row.campaignId,
      name: row.name,
      state: row.state,
      sharedWithOtherSkus: shared,
      // As the automation decides (load-entities.ts biddingSku).
      bidsByThisSku: !shared || row.migratedFor === null || row.migratedFor === skuId,
    });
  }
  return result;
}
