/**
 * The settings the skupilot strategy gives every SKU: the target, the shared limits, and negative
 * optimisation and search-term expansion as a seller would switch them on from the settings panel.
 */
import type { SkuSettings } from "../../../worker/automation/rules/rule-input";
import type { AdvertisedSku } from "../advertise";
import type { BenchWorld } from "../world";

export function skuSettings(world: BenchWorld, sku: AdvertisedSku): SkuSettings {
  const exactBid = Math.max(
    world.limits.bidMinCents,
    Math.round((world.limits.bidMinCents + world.limits.bidMaxCents) / 4),
  );
  return {
    skuId: sku.skuId,
    sku: sku.product.sku,
    asin: sku.product.asin,
    timezone: world.timezone,
    bidMinCents: world.limits.bidMinCents,
    bidMaxCents: world.limits.bidMaxCents,
    maxDailyBudgetCents: world.limits.budgetCents,
    targetAcos: world.targetAcos,
    seasonality: null,
    negativeOptimization: { frequency: "DAILY", lookBackPeriod: 30, clicksWithoutSale: 12 },
    searchTermExpansion: {
      pullWinningFromOtherCampaigns: true,
      addNegativeToOriginalCampaign: true,
      frequency: "DAILY",
      lookBackPeriod: 30,
      roasMin: (100 / world.targetAcos) * 0.75,
      ordersMin: 2,
      exactKeywordBidPrice: exactBid / 100,
      phraseKeywordBidPrice: Math.round(exactBid * 0.8) / 100,
    },
    targetBidExpansion: null,
  };
}
