/**
 * The campaigns Skupilot runs on a profile: built for an advertised SKU (sku_campaigns), launched by
 * Quick Launch or migrated (managed_campaigns). The profile must already be the user's; an id outside
 * it answers 1006 without touching anything.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { ApiError } from "../contracts/api-error";
import { managedCampaigns } from "../db/ads-schema";
import type { Database } from "../db/client";
import { skuCampaigns } from "../db/sku-structure-schema";

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
 * Whether Skupilot runs this campaign of the profile: built for an advertised SKU, launched by Quick
 * Launch or migrated (with or without a SKU recorded). Its targets and keywords may be edited from the
 * campaign page as well as from the SKU's panels.
 */
export async function isSkupilotCampaign(db: Database, profileId: number, campaignId: string) {
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

/** 1006 unless Skupilot runs the campaign on this profile (isSkupilotCampaign). */
export async function requireSkupilotCampaignId(db: Database, profileId: number, campaignId: string) {
  if (!(await isSkupilotCampaign(db, profileId, campaignId))) {
    throw new ApiError(1006, "This campaign is not one Skupilot manages on this profile.");
  }
}
