import type { MarketplaceProductAd, MigratePayload } from "@contracts/campaigns/marketplace-campaigns";

/** The migrate form's figures in dollars; a blank bid is absent (or NaN, as a blank number input reads). */
export type MigrateFigures = { maxDailyBudget: number; bidMin?: number; bidMax?: number };

const orZero = (bid: number | undefined) => (bid !== undefined && Number.isFinite(bid) ? bid : 0);

/**
 * Spec 000 §3 Migrate payload, from the product ad's metadata; bids are sent as 0 if blank (§5).
 * `replaceSkuSettings` only when the seller confirmed changing a stored SKU's settings.
 */
export function toMigratePayload(
  amazonCampaignId: string,
  { metadata }: MarketplaceProductAd,
  { maxDailyBudget, bidMin, bidMax }: MigrateFigures,
  replaceSkuSettings = false,
): MigratePayload {
  return {
    ...(replaceSkuSettings && { replaceSkuSettings }),
    amazonCampaignId,
    asin: metadata.asin,
    sku: metadata.sku,
    advertisedSku: {
      brand: metadata.brand,
      title: metadata.title,
      priceToPay: metadata.priceToPay,
      thumbnail: metadata.thumbnail,
      category: metadata.category,
      bidOptimization: { bidMin: orZero(bidMin), bidMax: orZero(bidMax) },
      maxDailyBudget,
    },
  };
}
