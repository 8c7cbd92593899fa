import type {
  MarketplaceCampaign,
  MigratePayload,
} from "../../../worker/contracts/campaigns/marketplace-campaigns";

/** The migrate form's Max budget and Min/Max Bid, in dollars. */
export type MigrateLimits = { maxDailyBudget: number; bidMin: number; bidMax: number };

/** The payload the migrate dialog's form sends for the campaign's product ad of `sku`. */
export function migratePayload(
  campaign: MarketplaceCampaign,
  sku: string,
  limits: MigrateLimits,
): MigratePayload {
  const ad = campaign.productAds.find((candidate) => candidate.metadata.sku === sku);
  if (!ad) throw new Error(`no product ad ${sku} in ${campaign.name}`);
  const { metadata } = ad;
  return {
    amazonCampaignId: campaign.campaignId,
    asin: metadata.asin,
    sku: metadata.sku,
    advertisedSku: {
      brand: metadata.brand,
      title: metadata.title,
      priceToPay: metadata.priceToPay,
      thumbnail: metadata.thumbnail,
      category: metadata.category,
      bidOptimization: { bidMin: limits.bidMin, bidMax: limits.bidMax },
      maxDailyBudget: limits.maxDailyBudget,
    },
  };
}
