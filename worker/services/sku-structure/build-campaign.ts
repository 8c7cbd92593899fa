import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import type { Database } from "../../db/client";
import { skuCampaigns } from "../../db/sku-structure-schema";
import {
  bidAutoClauses,
  ensureAdGroup,
  ensureCampaign,
  ensureKeywords,
  ensureProductAd,
} from "./amazon-steps";
import type { PlannedCampaign } from "./plan";
import { recordedCampaign, recordPiece, type SkuCampaignRow } from "./sku-campaign-rows";

export type BuildSku = { id: number; sku: string };

/** The campaign's row, recording the campaign (found on Amazon or created) when none is recorded yet. */
async function campaignRow(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  sku: BuildSku,
  plan: PlannedCampaign,
): Promise<SkuCampaignRow> {
  const recorded = await recordedCampaign(db, sku.id, plan.role, plan.competitorId);
  if (recorded) return recorded;
  const campaignId = await ensureCampaign(client, profile.amazonProfileId, plan);
  await db
    .insert(skuCampaigns)
    .values({
      profileId: profile.id,
      advertisedSkuId: sku.id,
      role: plan.role,
      competitorId: plan.competitorId,
      campaignId,
      createdAt: new Date(),
    })
    .onConflictDoNothing();
  const row = await recordedCampaign(db, sku.id, plan.role, plan.competitorId);
  if (!row) throw new Error(`campaign ${campaignId} was not recorded`);
  return row;
}

/**
 * Builds one planned campaign step by step, recording each Amazon id as soon as Amazon confirms it.
 * A step Amazon refuses stops the build (1008); building again continues from the first missing
 * piece. Answers the campaign's id.
 */
export async function buildCampaign(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  sku: BuildSku,
  plan: PlannedCampaign,
): Promise<string> {
  const row = await campaignRow(db, client, profile, sku, plan);
  if (row.isComplete) return row.campaignId;
  const amazonProfileId = profile.amazonProfileId;
  const { campaignId } = row;
  const adGroupId = row.adGroupId ?? (await ensureAdGroup(client, amazonProfileId, campaignId, plan));
  if (!row.adGroupId) await recordPiece(db, row.id, { adGroupId });
  const ids = { campaignId, adGroupId };
  if (!row.adId) {
    await recordPiece(db, row.id, {
      adId: await ensureProductAd(client, amazonProfileId, ids, sku.sku, plan),
    });
  }
  if (plan.targetingType === "AUTO") await bidAutoClauses(client, amazonProfileId, adGroupId, plan);
  await ensureKeywords(client, amazonProfileId, ids, plan);
  await recordPiece(db, row.id, { isComplete: true });
  return campaignId;
}
