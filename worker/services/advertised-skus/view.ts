import type { OwnProfile } from "../../access/own-profile";
import { productUrl } from "../../amazon/product-url";
import type {
  AdvertisedSku,
  AdvertisedSkuUpdateResult,
  AdvertisingStatus,
  SkuMigratedCampaign,
} from "../../contracts/advertised-skus/advertised-sku";
import type { advertisedSkus } from "../../db/ads-schema";

export type AdvertisedSkuRow = typeof advertisedSkus.$inferSelect;
export type SkuCounts = { competitorsCount: number; asinTargetsCount: number; keywordTargetsCount: number };

export const NO_COUNTS: SkuCounts = { competitorsCount: 0, asinTargetsCount: 0, keywordTargetsCount: 0 };

const dollars = (cents: number) => cents / 100;

/** The fields PUT answers with: budget, bids, ROAS, state and the optional settings. */
export function skuSettingsView(row: AdvertisedSkuRow): AdvertisedSkuUpdateResult {
  return {
    id: row.id,
    maxDailyBudget: dollars(row.maxDailyBudgetCents),
    bidOptimization: {
      bidMin: dollars(row.bidMinCents),
      bidMax: dollars(row.bidMaxCents),
      targetAcos: row.targetAcos,
    },
    targetRoas: { targetRoas: row.targetRoas },
    isAdvertised: row.isAdvertised,
    seasonality: row.seasonality ?? null,
    negativeOptimization: row.negativeOptimization ?? null,
    searchTermExpansion: row.searchTermExpansion ?? null,
    targetBidExpansion: row.targetBidExpansion ?? null,
  };
}

const advertisingStatus = (row: AdvertisedSkuRow, migrated: SkuMigratedCampaign[]): AdvertisingStatus =>
  row.isAdvertised ? "ADVERTISED" : migrated.length > 0 ? "ADVERTISED_THROUGH_MIGRATED" : "NOT_ADVERTISED";

/** A stored SKU as the API shows it (spec 001 §3 "Advertised SKU"); money in dollars. */
export function advertisedSkuView(
  row: AdvertisedSkuRow,
  profile: Pick<OwnProfile, "countryCode" | "timezone">,
  counts: SkuCounts,
  migratedCampaigns: SkuMigratedCampaign[] = [],
): AdvertisedSku {
  return {
    ...skuSettingsView(row),
    sku: row.sku,
    asin: row.asin,
    url: productUrl(profile.countryCode, row.asin),
    title: row.title,
    thumbnail: row.thumbnail,
    imageUrl: row.imageUrl,
    priceToPay:
      row.priceCents === null ? null : { amount: dollars(row.priceCents), currency: row.currency ?? "USD" },
    category: row.category,
    isBrandAdvertised: row.isBrandAdvertised,
    brand: row.brand,
    timezone: profile.timezone,
    ...counts,
    advertisingStatus: advertisingStatus(row, migratedCampaigns),
    migratedCampaigns,
  };
}
