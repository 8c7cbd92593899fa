import type { MarketplaceCampaignPage } from "@contracts/campaigns/marketplace-campaigns";
import type { InfiniteData } from "@tanstack/react-query";

/**
 * A cached search with one campaign marked Added (spec 000 §4 Migration), and the migrated ASIN and
 * SKU's product ad with it; every other campaign and page stays as it was.
 */
export function markCampaignAdded(
  data: InfiniteData<MarketplaceCampaignPage, string | undefined> | undefined,
  migrated: { amazonCampaignId: string; asin: string; sku: string },
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      campaigns: page.campaigns.map((campaign) =>
        campaign.campaignId !== migrated.amazonCampaignId
          ? campaign
          : {
              ...campaign,
              isAdded: true,
              productAds: campaign.productAds.map((ad) =>
                ad.metadata.asin === migrated.asin && ad.metadata.sku === migrated.sku
                  ? { ...ad, metadata: { ...ad.metadata, isAdded: true } }
                  : ad,
              ),
            },
      ),
    })),
  };
}
