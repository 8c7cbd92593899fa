/** Whether an advertised SKU is the profile's, and where its new keywords and ASIN targets go. */
import { and, eq } from "drizzle-orm";
import { ApiError } from "../contracts/api-error";
import { advertisedSkus } from "../db/ads-schema";
import type { Database } from "../db/client";
import { type SkuCampaignRole, skuCampaigns } from "../db/sku-structure-schema";

export type SkuRow = typeof advertisedSkus.$inferSelect;

export const NOT_ADVERTISED_MESSAGE = "Start advertising this SKU first";

/** The profile's SKU row; 1006 when the id is another profile's (or another seller's) or unknown. */
export async function requireSku(db: Database, profileId: number, skuId: number): Promise<SkuRow> {
  const sku = await db
    .select()
    .from(advertisedSkus)
    .where(and(eq(advertisedSkus.id, skuId), eq(advertisedSkus.profileId, profileId)))
    .get();
  if (!sku) throw new ApiError(1006, "This SKU is not one of this profile's advertised SKUs.");
  return sku;
}

/**
 * Where new keywords (KEYWORD) or ASIN targets (PRODUCT) of the SKU go: its campaign's ad group.
 * Adding needs the SKU advertised (spec 001 §4): 1005 otherwise.
 */
export async function requireAdvertisedAdGroup(db: Database, sku: SkuRow, role: SkuCampaignRole) {
  if (!sku.isAdvertised) throw new ApiError(1005, NOT_ADVERTISED_MESSAGE);
  const campaign = await db
    .select()
    .from(skuCampaigns)
    .where(and(eq(skuCampaigns.advertisedSkuId, sku.id), eq(skuCampaigns.role, role)))
    .get();
  if (!campaign?.adGroupId) throw new ApiError(1005, NOT_ADVERTISED_MESSAGE);
  return { campaignId: campaign.campaignId, adGroupId: campaign.adGroupId };
}
