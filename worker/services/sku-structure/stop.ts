import { and, eq } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import type { StopResult } from "../../contracts/advertised-skus/sku-structure";
import { ApiError } from "../../contracts/api-error";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { setCampaignStates } from "./campaign-states";
import { campaignsOfSku } from "./sku-campaign-rows";

export const ALREADY_STOPPED = "The advertising has already been stopped";

/**
 * Stop (spec 001 §4): pauses every campaign built for the SKU (auto, manual, brand, competitors) on
 * Amazon; the SKU is no longer advertised once Amazon paused them all (else 1008, nothing marked).
 * `sku` must already be checked to be the profile's.
 */
export async function stopAdvertising(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  sku: { id: number; isAdvertised: boolean },
): Promise<StopResult> {
  if (!sku.isAdvertised) throw new ApiError(1005, ALREADY_STOPPED);
  const rows = await campaignsOfSku(db, sku.id);
  await setCampaignStates(
    db,
    client,
    profile,
    rows.map((row) => row.campaignId),
    "PAUSED",
  );
  await db
    .update(advertisedSkus)
    .set({ isAdvertised: false, updatedAt: new Date() })
    .where(and(eq(advertisedSkus.id, sku.id), eq(advertisedSkus.profileId, profile.id)));
  return { advertisedSkuId: sku.id, isAdvertised: false };
}
