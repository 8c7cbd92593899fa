import { and, eq, isNull } from "drizzle-orm";
import type { SkuCampaign } from "../../contracts/advertised-skus/sku-structure";
import { spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { sameCampaign } from "../../db/same-campaign";
import { type SkuCampaignRole, skuCampaigns } from "../../db/sku-structure-schema";

export type SkuCampaignRow = typeof skuCampaigns.$inferSelect;

/** The recorded campaign of one role (and competitor) of the SKU, if any. */
export async function recordedCampaign(
  db: Database,
  advertisedSkuId: number,
  role: SkuCampaignRole,
  competitorId: number | null,
): Promise<SkuCampaignRow | undefined> {
  return db
    .select()
    .from(skuCampaigns)
    .where(
      and(
        eq(skuCampaigns.advertisedSkuId, advertisedSkuId),
        eq(skuCampaigns.role, role),
        competitorId === null
          ? isNull(skuCampaigns.competitorId)
          : eq(skuCampaigns.competitorId, competitorId),
      ),
    )
    .get();
}

/** Every campaign recorded for the SKU, whatever its role. */
export const campaignsOfSku = (db: Database, advertisedSkuId: number): Promise<SkuCampaignRow[]> =>
  db.select().from(skuCampaigns).where(eq(skuCampaigns.advertisedSkuId, advertisedSkuId));

export async function recordPiece(
  db: Database,
  id: number,
  piece: Partial<Pick<SkuCampaignRow, "adGroupId" | "adId" | "isComplete">>,
) {
  await db.update(skuCampaigns).set(piece).where(eq(skuCampaigns.id, id));
}

/** The SKU's campaigns with their names as last synced, in the order they were built. */
export async function skuCampaignViews(db: Database, advertisedSkuId: number): Promise<SkuCampaign[]> {
  return db
    .select({ campaignId: skuCampaigns.campaignId, name: spCampaigns.name, role: skuCampaigns.role })
    .from(skuCampaigns)
    .innerJoin(spCampaigns, sameCampaign(spCampaigns, skuCampaigns))
    .where(eq(skuCampaigns.advertisedSkuId, advertisedSkuId))
    .orderBy(skuCampaigns.id);
}
