/**
 * What day parting and seasonality switch off for a SKU: every campaign Skupilot manages that
 * advertises it — the ones built for it (with a role) and the ones the seller migrated. A campaign
 * that advertises only this SKU is paused and resumed whole; in one shared with other SKUs
 * (`sharedWithOtherSkus`) only this SKU's product ad is, so the other products keep running and the
 * campaign's budget is left alone. The seller's campaigns never migrated are left alone.
 */

import type { Switchable } from "./pause-resume";
import type { CampaignSnapshot, SkuSnapshot } from "./rule-input";

export const isScheduled = (campaign: CampaignSnapshot) =>
  (campaign.role !== null || campaign.migrated) && campaign.state !== "ARCHIVED";

/** The campaigns in which the schedule switches this SKU's product ad rather than the campaign. */
export const adLevelCampaignIds = (snapshot: SkuSnapshot) =>
  new Set(
    snapshot.campaigns
      .filter((campaign) => isScheduled(campaign) && campaign.sharedWithOtherSkus)
      .map((campaign) => campaign.campaignId),
  );

/**
 * The campaigns and product ads a schedule rule may switch. Besides the ones it pauses now, each
 * list holds the PAUSED ones of the other kind, so that a pause made before the campaign became
 * shared (or stopped being shared) is still put back, and never left standing.
 */
export function scheduledEntities(snapshot: SkuSnapshot): {
  campaigns: Switchable[];
  productAds: Switchable[];
} {
  const scheduled = snapshot.campaigns.filter(isScheduled);
  const scheduledIds = new Set(scheduled.map((campaign) => campaign.campaignId));
  const adLevel = adLevelCampaignIds(snapshot);
  return {
    campaigns: scheduled
      .filter((campaign) => !adLevel.has(campaign.campaignId) || campaign.state === "PAUSED")
      .map(({ campaignId, state }) => ({ entityId: campaignId, campaignId, state })),
    productAds: snapshot.productAds
      .filter(
        (ad) => scheduledIds.has(ad.campaignId) && (adLevel.has(ad.campaignId) || ad.state === "PAUSED"),
      )
      .map(({ adId, campaignId, state }) => ({ entityId: adId, campaignId, state })),
  };
}
