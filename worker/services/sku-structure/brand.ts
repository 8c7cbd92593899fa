import { and, eq } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import { REQUIRED } from "../../contracts/advertised-skus/sku-fields.schemas";
import type { BrandLaunchResult, BrandResult } from "../../contracts/advertised-skus/sku-structure";
import { ApiError, validationError } from "../../contracts/api-error";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { launchCampaign } from "./launch";
import { brandPlan } from "./plan";
import { recordedCampaign } from "./sku-campaign-rows";

export const BRAND_LOCKED = "The brand can't be changed once it is advertised";
export const BRAND_ALREADY_LAUNCHED = "The brand has already been launched";
export const BRAND_NEEDS_ADVERTISED_SKU = "Start advertising the SKU before launching its brand";

/** The Brand panel's Update (spec 001 §4: editable until the brand is advertised). */
export async function updateBrand(
  db: Database,
  profileId: number,
  skuId: number,
  brandName: string,
): Promise<BrandResult> {
  const sku = await requireSku(db, profileId, skuId);
  // A launch that began (its campaign is named after the brand) also locks the name.
  if (sku.isBrandAdvertised || (await recordedCampaign(db, sku.id, "BRAND", null))) {
    throw validationError("brandName", BRAND_LOCKED);
  }
  await db
    .update(advertisedSkus)
    .set({ brand: brandName, updatedAt: new Date() })
    .where(and(eq(advertisedSkus.id, sku.id), eq(advertisedSkus.profileId, profileId)));
  return { brand: brandName };
}

/** Launch Brand: a campaign on the SKU's brand terms; only for an advertised SKU, once. */
export async function launchBrand(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  skuId: number,
): Promise<BrandLaunchResult> {
  const sku = await requireSku(db, profile.id, skuId);
  if (!sku.isAdvertised) throw new ApiError(1005, BRAND_NEEDS_ADVERTISED_SKU);
  if (sku.isBrandAdvertised) throw new ApiError(1005, BRAND_ALREADY_LAUNCHED);
  const brand = sku.brand?.trim();
  if (!brand) throw validationError("brandName", REQUIRED);
  await launchCampaign(db, client, profile, sku, brandPlan(sku, brand));
  await db
    .update(advertisedSkus)
    .set({ isBrandAdvertised: true, updatedAt: new Date() })
    .where(and(eq(advertisedSkus.id, sku.id), eq(advertisedSkus.profileId, profile.id)));
  return { brand, isBrandAdvertised: true };
}
