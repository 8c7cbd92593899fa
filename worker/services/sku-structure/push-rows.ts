import { and, eq, isNotNull } from "drizzle-orm";
import { spAdGroups, spCampaigns, spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { sameCampaign } from "../../db/same-campaign";
import { skuCampaigns } from "../../db/sku-structure-schema";
import type { PushRows } from "./push-plan";

/**
 * The synced rows of the structure Skupilot built for the SKU (sku_campaigns): its campaigns, their
 * ad groups, and the keywords and targets there that bid on their own. Migrated campaigns are not
 * part of it: their budgets and bids stay the seller's.
 */
export async function builtStructureRows(
  db: Database,
  profileId: number,
  advertisedSkuId: number,
): Promise<PushRows> {
  const ofSku = and(eq(skuCampaigns.profileId, profileId), eq(skuCampaigns.advertisedSkuId, advertisedSkuId));
  const inBuiltAdGroup = (table: typeof spKeywords | typeof spTargets | typeof spAdGroups) =>
    and(eq(table.profileId, skuCampaigns.profileId), eq(table.adGroupId, skuCampaigns.adGroupId));
  const [campaigns, adGroups, keywords, targets] = await Promise.all([
    db
      .select({
        campaignId: spCampaigns.campaignId,
        state: spCampaigns.state,
        budgetCents: spCampaigns.budgetCents,
        keptCents: skuCampaigns.keptBudgetCents,
      })
      .from(skuCampaigns)
      .innerJoin(spCampaigns, sameCampaign(spCampaigns, skuCampaigns))
      .where(ofSku),
    db
      .select({
        adGroupId: spAdGroups.adGroupId,
        campaignId: spAdGroups.campaignId,
        state: spAdGroups.state,
        defaultBidCents: spAdGroups.defaultBidCents,
      })
      .from(skuCampaigns)
      .innerJoin(spAdGroups, inBuiltAdGroup(spAdGroups))
      .where(ofSku),
    db
      .select({
        keywordId: spKeywords.keywordId,
        campaignId: spKeywords.campaignId,
        state: spKeywords.state,
        bidCents: spKeywords.bidCents,
      })
      .from(skuCampaigns)
      .innerJoin(spKeywords, inBuiltAdGroup(spKeywords))
      .where(and(ofSku, eq(spKeywords.kind, "KEYWORD"), isNotNull(spKeywords.bidCents))),
    db
      .select({
        targetId: spTargets.targetId,
        campaignId: spTargets.campaignId,
        state: spTargets.state,
        bidCents: spTargets.bidCents,
      })
      .from(skuCampaigns)
      .innerJoin(spTargets, inBuiltAdGroup(spTargets))
      .where(and(ofSku, eq(spTargets.kind, "TARGET"), isNotNull(spTargets.bidCents))),
  ]);
  return { campaigns, adGroups, keywords, targets };
}
