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
};

export type MigrateResult = { amazonCampaignId: string };
