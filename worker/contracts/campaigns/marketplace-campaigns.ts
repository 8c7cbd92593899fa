/**
 * Wire shapes of the Migrated list's "Amazon Campaigns" dialog and of migration (spec 000 §3
 * "Marketplace campaign", "Migrate payload"; §5 migrate form).
 */

export type Money = { amount: number; currency: string };

export type MarketplaceProductAd = {
  adId: string;
  metadata: {
    asin: string;
    sku: string;
    brand: string | null;
    title: string | null;
    priceToPay: Money | null;
    thumbnail: string | null;
    imageUrl: string | null;
    url: string;
    category: string | null;
    availability: string | null;
    eligibilityStatus: string;
    isAdded: boolean;
  };
  /**
   * The settings the product already has as one of the profile's SKUs (null: none yet): the migrate
   * form starts from them and asks before changing any.
   */
  skuSettings: { maxDailyBudget: number; bidMin: number; bidMax: number } | null;
};

export type MarketplaceCampaign = {
  campaignId: string;
  name: string;
  state: string;
  targetingType: string;
  budget: { budget: number };
  startDate: string | null;
  endDate: string | null;
  isAdded: boolean;
  productAds: MarketplaceProductAd[];
};

/** GET /api/amazon/campaigns/{profileId}?name&state&limit=10&cursor */
export type MarketplaceCampaignPage = {
  campaigns: MarketplaceCampaign[];
  totalResults: number;
  next: string | null;
};

/** POST /api/campaigns/{profileId}/migrate body. */
export type MigratePayload = {
  amazonCampaignId: string;
  asin: string;
  sku: string;
  advertisedSku: {
    brand: string | null;
    title: string | null;
    priceToPay: Money | null;
    thumbnail: string | null;
    category: string | null;
    bidOptimization: { bidMin: number; bidMax: number };
    maxDailyBudget: number;
  };
  /**
   * For a SKU that already has settings: true makes the form's Max budget and bids its settings (the
   * form asked the seller first); absent or false keeps the stored ones. A new SKU takes the form's.
   */
  replaceSkuSettings?: boolean;
};

/**
 * What migration did to the SKU's settings: NEW (stored with the form's), KEPT (the SKU's stored Max
 * budget and bids unchanged) or REPLACED (the form's, as asked).
 */
export type MigrateResult = { amazonCampaignId: string; skuSettings: "NEW" | "KEPT" | "REPLACED" };
