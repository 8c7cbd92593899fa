/**
 * Which advertised SKU and campaigns an ASIN target or keyword request is about: everything is
 * scoped by the user's profile, and an id outside it answers 1006 without touching anything.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { ApiError } from "../../contracts/api-error";
import { advertisedSkus, managedCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { type SkuCampaignRole, skuCampaigns } from "../../db/sku-structure-schema";

export type SkuRow = typeof advertisedSkus.$inferSelect;

export const NOT_ADVERTISED_MESSAGE = "Start advertising this SKU first";

/** The profile's advertised SKU, or 1006. */
export async function requireSku(db: Database, profileId: number, skuId: number): Promise<SkuRow> {
  const sku = await db
    .select()
    .from(advertisedSkus)
    .where(and(eq(advertisedSkus.id, skuId), eq(advertisedSkus.profileId, profileId)))
    .get();
  if (!sku) throw new ApiError(1006, "This advertised SKU does not exist.");
  return sku;
}

/** The campaigns Skupilot built (sku_campaigns) or migrated (managed_campaigns) for the SKU. */
export async function skuCampaignIds(db: Database, profileId: number, skuId: number): Promise<string[]> {
  const [built, linked] = await Promise.all([
    db
      .select({ campaignId: skuCampaigns.campaignId })
      .from(skuCampaigns)
      .where(and(eq(skuCampaigns.profileId, profileId), eq(skuCampaigns.advertisedSkuId, skuId))),
    db
      .select({ campaignId: managedCampaigns.campaignId })
      .from(managedCampaigns)
      .where(and(eq(managedCampaigns.profileId, profileId), eq(managedCampaigns.advertisedSkuId, skuId))),
  ]);
  return [...new Set([...built, ...linked].map((row) => row.campaignId))];
}

/** The advertised SKU this campaign of the profile belongs to, or null when it is no SKU's. */
export async function skuOfCampaign(db: Database, profileId: number, campaignId: string) {
  const built = await db
    .select({ skuId: skuCampaigns.advertisedSkuId })
    .from(skuCampaigns)
    .where(and(eq(skuCampaigns.profileId, profileId), eq(skuCampaigns.campaignId, campaignId)))
    .get();
  if (built) return built.skuId;
  const linked = await db
    .select({ skuId: managedCampaigns.advertisedSkuId })
    .from(managedCampaigns)
    .where(
      and(
        eq(managedCampaigns.profileId, profileId),
        eq(managedCampaigns.campaignId, campaignId),
        isNotNull(managedCampaigns.advertisedSkuId),
      ),
    )
    .get();
  return linked?.skuId ?? null;
}

/**
 * Whether Skupilot manages this campaign of the profile: built for an advertised SKU, launched by Quick
 * Launch or migrated (with or without a SKU recorded). Its targets and keywords may be edited from the
 * campaign page as well as from the SKU's panels.
 */
export async function isManagedCampaign(db: Database, profileId: number, campaignId: string) {
  const [built, managed] = await Promise.all([
    db
      .select({ campaignId: skuCampaigns.campaignId })
      .from(skuCampaigns)
      .where(and(eq(skuCampaigns.profileId, profileId), eq(skuCampaigns.campaignId, campaignId)))
      .get(),
    db
      .select({ campaignId: managedCampaigns.campaignId })
      .from(managedCampaigns)
      .where(and(eq(managedCampaigns.profileId, profileId), eq(managedCampaigns.campaignId, campaignId)))
      .get(),
  ]);
  return built !== undefined || managed !== undefined;
}

/** 1006 unless Skupilot manages the campaign on this profile (isManagedCampaign). */
export async function requireManagedCampaignId(db: Database, profileId: number, campaignId: string) {
  if (!(await isManagedCampaign(db, profileId, campaignId))) {
    throw new ApiError(1006, "This campaign is not one Skupilot manages on this profile.");
  }
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
