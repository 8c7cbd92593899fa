/**
 * The settings the skupilot strategy gives every SKU: the target, the shared limits, and negative
 * optimisation and search-term expansion switched on as the settings panel guides a seller:
 * - clicks without a sale: 40, what the panel's sense check (contracts/automation/negative-threshold.ts)
 *   calls safe at the market's usual conversion (about 8 %: 0.92^40 = 4 % chance of negating a
 *   good term by luck). At 12 the bench negated good terms wholesale: demo, seed bench-2, ad sales
 *   74,784 → 94,628 at 30 clicks, ACOS unchanged;
 * - harvesting at one order with ROAS ≥ 0.75 × the target's, into exact and phrase keywords at half
 *   the launch bid (phrase 80 % of it), the term left in its source campaign (not negated there): the auto
 *   campaign keeps finding what the keywords miss (bench-2: 74,784 → 90,240 alone; 81,900 with one
 *   order alone; all three together 121,302 at ACOS 25.7 %).
 */
import type { SkuSettings } from "../../../worker/automation/rules/rule-input";
import { ADVERTISE_CAMPAIGNS } from "../../../worker/services/sku-structure/plan";
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
    currency: "USD",
    bidMinCents: world.limits.bidMinCents,
    bidMaxCents: world.limits.bidMaxCents,
    // The SKU's Max budget is its campaigns' together (issue 29): the split keeps each at the bench's budget.
    maxDailyBudgetCents: world.limits.budgetCents * ADVERTISE_CAMPAIGNS,
    priceCents: Math.round(sku.product.price * 100),
    targetAcos: world.targetAcos,
    seasonality: null,
    negativeOptimization: { frequency: "DAILY", lookBackPeriod: 30, clicksWithoutSale: 40 },
    searchTermExpansion: {
      pullWinningFromOtherCampaigns: true,
      addNegativeToOriginalCampaign: false,
      frequency: "DAILY",
      lookBackPeriod: 30,
      roasMin: (100 / world.targetAcos) * 0.75,
      ordersMin: 1,
      exactKeywordBidPrice: exactBid / 100,
      phraseKeywordBidPrice: Math.round(exactBid * 0.8) / 100,
    },
    targetBidExpansion: null,
  };
}
