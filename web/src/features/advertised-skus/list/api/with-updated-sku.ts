import type { AdvertisedSkuPage, AdvertisedSkuUpdateResult } from "@contracts/advertised-skus/advertised-sku";

/** A cached page with one SKU's budget and bids replaced by the server's answer. */
export function withUpdatedSku(page: AdvertisedSkuPage | undefined, updated: AdvertisedSkuUpdateResult) {
  if (!page) return page;
  return {
    ...page,
    advertisedSKUs: page.advertisedSKUs.map((sku) =>
      sku.id === updated.id
        ? { ...sku, maxDailyBudget: updated.maxDailyBudget, bidOptimization: updated.bidOptimization }
        : sku,
    ),
  };
}
