/**
 * Sponsored Products v3 entities as the sandbox stores them: the shapes `list` answers with
 * (ids are strings), plus the read-only creation/update instants used for extendedData.
 */
import type { EntityState, EntityTimes } from "./entity-fields";
import type {
  CampaignNegativeTargetingClause,
  NegativeTargetingClause,
  TargetingClause,
} from "./targeting-entities";

export type WritableState = "ENABLED" | "PAUSED";
export type TargetingType = "AUTO" | "MANUAL";
export type Placement = "PLACEMENT_TOP" | "PLACEMENT_REST_OF_SEARCH" | "PLACEMENT_PRODUCT_PAGE";
export type BiddingStrategy = "LEGACY_FOR_SALES" | "AUTO_FOR_SALES" | "MANUAL" | "RULE_BASED";
export type MatchType = "EXACT" | "PHRASE" | "BROAD";
export type NegativeMatchType = "NEGATIVE_EXACT" | "NEGATIVE_PHRASE";

export const PLACEMENTS: readonly Placement[] = [
  "PLACEMENT_TOP",
  "PLACEMENT_REST_OF_SEARCH",
  "PLACEMENT_PRODUCT_PAGE",
];

export interface Campaign {
  campaignId: string;
  name: string;
  targetingType: TargetingType;
  state: EntityState;
  budget: { budgetType: "DAILY"; budget: number };
  startDate: string;
  endDate?: string | null;
  portfolioId?: string;
  dynamicBidding: {
    strategy: BiddingStrategy;
    placementBidding: { placement: Placement; percentage: number }[];
  };
  extendedData: EntityTimes;
}

export interface AdGroup {
  adGroupId: string;
  campaignId: string;
  name: string;
  state: EntityState;
  defaultBid: number;
  extendedData: EntityTimes;
}

export interface ProductAd {
  adId: string;
  campaignId: string;
  adGroupId: string;
  state: EntityState;
  sku: string;
  asin: string;
  extendedData: EntityTimes;
}

export interface Keyword {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: MatchType;
  bid?: number;
  state: EntityState;
  extendedData: EntityTimes;
}

export interface NegativeKeyword {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: NegativeMatchType;
  state: EntityState;
  extendedData: EntityTimes;
}

export interface CampaignNegativeKeyword {
  keywordId: string;
  campaignId: string;
  keywordText: string;
  matchType: NegativeMatchType;
  state: EntityState;
  extendedData: EntityTimes;
}

/** Everything a profile advertises with; arrays keep a stable, serialisable order. */
export interface AdsEntities {
  campaigns: Campaign[];
  adGroups: AdGroup[];
  productAds: ProductAd[];
  keywords: Keyword[];
  negativeKeywords: NegativeKeyword[];
  campaignNegativeKeywords: CampaignNegativeKeyword[];
  targets: TargetingClause[];
  negativeTargets: NegativeTargetingClause[];
  campaignNegativeTargets: CampaignNegativeTargetingClause[];
}

export function emptyAdsEntities(): AdsEntities {
  return {
    campaigns: [],
    adGroups: [],
    productAds: [],
    keywords: [],
    negativeKeywords: [],
    campaignNegativeKeywords: [],
    targets: [],
    negativeTargets: [],
    campaignNegativeTargets: [],
  };
}
