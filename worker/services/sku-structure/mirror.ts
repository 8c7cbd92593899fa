import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import { managedCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { listEntities } from "../../mirror/list-entities";
import { storeEntities } from "../../mirror/store-entities";

const MIRRORED_KINDS = ["campaigns", "adGroups", "productAds", "keywords", "targets"] as const;

/**
 * Copies the SKU's campaigns as Amazon has them now into the synced tables and marks them Quick
 * Launch campaigns of the SKU, so the lists and the campaign page show them before the next sync.
 */
export async function mirrorSkuCampaigns(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  advertisedSkuId: number,
  campaignIds: string[],
) {
  if (campaignIds.length === 0) return;
  const filter = { campaignIdFilter: { include: campaignIds } };
  const entities = await listEntities(client, profile.amazonProfileId, MIRRORED_KINDS, filter);
  await storeEntities(db, profile.id, entities);
  await db
    .insert(managedCampaigns)
    .values(
      campaignIds.map((campaignId) => ({
        profileId: profile.id,
        campaignId,
        source: "QUICK_LAUNCH" as const,
        advertisedSkuId,
        createdAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}
