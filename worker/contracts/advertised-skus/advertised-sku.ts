/**
 * Wire shapes of the advertised-SKU screens (spec 001 §3 "Advertised SKU", "Marketplace product",
 * the optional settings; §7 "SKUs and products"). Money in dollars.
 */
import type { Money } from "../campaigns/marketplace-campaigns";

export type { Money };

export type LookBackPeriod = number;
export type Frequency = "DAILY" | "WEEKLY" | "MONTHLY" | "QUARTERLY";
export type Weekday = "MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN";
export type AmountIncreaseType = "$" | "%";

/** One day-parting window: ads off on `day` from the hour `from` (included) to `to` (excluded), "01:00"–"24:00". */
export type DayPartingWindow = { day: Weekday; from: string; to: string };

/** Turn ads off at time of day: several windows a week (issue 33). Off: no windows. */
export type TurnAdsOffAtTimeOfDay = { isActivated: boolean; windows: DayPartingWindow[] };

/** The spec's single-window shape (001 §3), saved before issue 33: still read, and still accepted by the API. */
export type SingleWindowTimeOfDay = {
  isActivated: boolean;
  day?: Weekday | null;
  from?: string | null;
  to?: string | null;
};

export type Seasonality = {
  turnAdsOffAtTimeOfDay: TurnAdsOffAtTimeOfDay;
  turnAdsOffAtTimeOfYear: { isActivated: boolean; from?: string | null; to?: string | null };
  increaseDailyBudgetAtTimeOfYear: {
    isActivated: boolean;
    from?: string | null;
    to?: string | null;
    amountIncreaseType?: AmountIncreaseType | null;
    budgetAmount?: number | null;
    budgetMax?: number | null;
  };
};

export type NegativeOptimization = {
  frequency: Frequency;
  lookBackPeriod: LookBackPeriod;
  clicksWithoutSale?: number | null;
  impressionsWithoutClick?: number | null;
  ctrLowerThan?: number | null;
};

export type SearchTermExpansion = {
  pullWinningFromOtherCampaigns: boolean;
  addNegativeToOriginalCampaign: boolean;
  frequency?: Frequency | null;
  lookBackPeriod?: LookBackPeriod | null;
  roasMin?: number | null;
  roasMax?: number | null;
  ordersMin?: number | null;
  ctrHigherThan?: number | null;
  conversionHigherThan?: number | null;
  broadKeywordBidPrice?: number | null;
  phraseKeywordBidPrice?: number | null;
  exactKeywordBidPrice?: number | null;
};

export type TargetBidExpansion = {
  isActivated: boolean;
  frequency?: Frequency | null;
  lookBackPeriod?: LookBackPeriod | null;
  impressionsLessThan?: number | null;
  amountIncreaseType?: AmountIncreaseType | null;
  bidAmount?: number | null;
  bidMax?: number | null;
};

export type BidOptimization = { bidMin: number; bidMax: number; targetAcos: number | null };

/** Each optional setting is stored as sent (validated by its schema) and read back as is; null = never set. */
export type AdvertisedSkuSettings = {
  seasonality: Seasonality | null;
  negativeOptimization: NegativeOptimization | null;
  searchTermExpansion: SearchTermExpansion | null;
  targetBidExpansion: TargetBidExpansion | null;
};

/**
 * A campaign the seller migrated that advertises the SKU (a product ad of it, not archived, in a live
 * migrated campaign). The SKU is then governed by its own settings (docs/automation.md "Migrated
 * campaigns").
 */
export type SkuMigratedCampaign = {
  campaignId: string;
  name: string;
  state: string;
  /**
   * It also advertises other products: day parting and seasonality pause only this SKU's product ad
   * in it, and leave the campaign and its budget alone.
   */
  sharedWithOtherSkus: boolean;
  /** This SKU's rules bid its keywords and targets: it was migrated for this SKU, or this SKU alone advertises in it. */
  bidsByThisSku: boolean;
};

/**
 * How the SKU is advertised: with the campaigns Skupilot built (Advertise), only through campaigns the
 * seller migrated, or not at all. Either of the first two puts the automation on it.
 */
export type AdvertisingStatus = "ADVERTISED" | "ADVERTISED_THROUGH_MIGRATED" | "NOT_ADVERTISED";

export type AdvertisedSku = AdvertisedSkuSettings & {
  id: number;
  sku: string;
  asin: string;
  url: string;
  title: string | null;
  thumbnail: string | null;
  imageUrl: string | null;
  priceToPay: Money | null;
  category: string | null;
  maxDailyBudget: number;
  isAdvertised: boolean;
  isBrandAdvertised: boolean;
  brand: string | null;
  bidOptimization: BidOptimization;
  targetRoas: { targetRoas: number | null };
  /** The profile's marketplace time zone, like America/Los_Angeles. */
  timezone: string | null;
  competitorsCount: number;
  asinTargetsCount: number;
  keywordTargetsCount: number;
  advertisingStatus: AdvertisingStatus;
  migratedCampaigns: SkuMigratedCampaign[];
};

/** GET /api/advertised-sku/{profileId}/page?limit&page&isAdvertised&q */
export type AdvertisedSkuPage = { advertisedSKUs: AdvertisedSku[]; totalCount: number; totalPages: number };

/** GET /api/advertised-sku/{profileId}/list: every SKU of the profile, indexed by id (spec 001 §7). */
export type AdvertisedSkusById = { advertisedSKUs: Record<number, AdvertisedSku> };

/** POST /api/advertised-sku/{profileId}: the saved SKUs, in the body's order. */
export type AdvertisedSkuList = { advertisedSKUs: AdvertisedSku[] };

/** POST /api/advertised-sku/{profileId}: one product of the body's list. */
export type NewAdvertisedSku = {
  sku: string;
  asin: string;
  title?: string | null;
  brand?: string | null;
  imageUrl?: string | null;
  thumbnail?: string | null;
  priceToPay?: Money | null;
  category?: string | null;
  bidOptimization: { bidMin: number; bidMax: number };
  maxDailyBudget: number;
};

/** PUT /api/advertised-sku/{profileId}/{skuId} answer. */
export type AdvertisedSkuUpdateResult = AdvertisedSkuSettings & {
  id: number;
  maxDailyBudget: number;
  bidOptimization: BidOptimization;
  targetRoas: { targetRoas: number | null };
  isAdvertised: boolean;
};

/** PUT /api/advertised-sku/{profileId}/{skuId}/stop answer. */
export type StopAdvertisingResult = { advertisedSkuId: number; isAdvertised: false };

export type Availability =
  | "IN_STOCK"
  | "IN_STOCK_SCARCE"
  | "OUT_OF_STOCK"
  | "PREORDER"
  | "LEADTIME"
  | "AVAILABLE_DATE";

export type MarketplaceProduct = {
  sku: string;
  asin: string;
  imageUrl: string | null;
  title: string | null;
  priceToPay: Money | null;
  brand: string | null;
  category: string | null;
  /** One of Availability, or whatever else the marketplace answers. */
  availability: string | null;
  /** ELIGIBLE, or the marketplace's other status. */
  eligibilityStatus: string;
  isAdded: boolean;
  /** As the marketplace writes it, e.g. "#1,234 in Kitchen". */
  bestSellerRank: string | null;
  url: string;
};

/** GET /api/amazon/search/{profileId}?sku&limit=10&cursor */
export type MarketplaceProductPage = { products: MarketplaceProduct[]; next: string | null };
