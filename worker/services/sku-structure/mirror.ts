import type { AdsClient } from "../../amazon/ads-client";
import { listAll } from "../../amazon/sp-entities";
import type { Database } from "../../app-env";
import {
  managedCampaigns,
  spAdGroups,
  spCampaigns,
  spKeywords,
  spProductAds,
  spTargets,
} from "../../db/ads-schema";
import { upsertRows } from "../../db/upsert";
import { adGroupRow, campaignRow, keywordRow, productAdRow, targetRow } from "../../sync/entity-rows";
import type { OwnProfile } from "../own-profile";

type Entity = Record<string, unknown>;

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
  const amazonProfileId = profile.amazonProfileId;
  const [campaigns, adGroups, productAds, keywords, targets] = await Promise.all([
    listAll<Entity>(client, amazonProfileId, "campaigns", { ...filter, includeExtendedDataFields: true }),
    listAll<Entity>(client, amazonProfileId, "adGroups", filter),
    listAll<Entity>(client, amazonProfileId, "productAds", filter),
    listAll<Entity>(client, amazonProfileId, "keywords", filter),
    listAll<Entity>(client, amazonProfileId, "targets", filter),
  ]);
  const stamp = <T>(rows: T[]) =>
    rows.map((row) => ({ ...row, profileId: profile.id, syncedAt: new Date() }));
  await upsertRows(
    db,
    spCampaigns,
    [spCampaigns.profileId, spCampaigns.campaignId],
    stamp(campaigns.map(campaignRow)),
  );
  await upsertRows(
    db,
    spAdGroups,
    [spAdGroups.profileId, spAdGroups.adGroupId],
    stamp(adGroups.map(adGroupRow)),
  );
  await upsertRows(
    db,
    spProductAds,
    [spProductAds.profileId, spProductAds.adId],
    stamp(productAds.map(productAdRow)),
  );
  await upsertRows(
    db,
    spKeywords,
    [spKeywords.profileId, spKeywords.kind, spKeywords.keywordId],
    stamp(keywords.map(keywordRow("KEYWORD"))),
  );
  await upsertRows(
    db,
    spTargets,
    [spTargets.profileId, spTargets.kind, spTargets.targetId],
    stamp(targets.map(targetRow("TARGET"))),
  );
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
