/**
 * Sponsored Products v3 entities as the sandbox stores them: the shapes `list` answers with
 * (ids are strings), plus the read-only creation/update instants used for extendedData.
 */

export type EntityState = "ENABLED" | "PAUSED" | "ARCHIVED";
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

export interface EntityTimes {
  creationDateTime: string;
  lastUpdateDateTime: string;
}

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

export type AutoPredicateType =
  | "QUERY_HIGH_REL_MATCHES"
  | "QUERY_BROAD_REL_MATCHES"
  | "ASIN_SUBSTITUTE_RELATED"
  | "ASIN_ACCESSORY_RELATED";

export type ManualPredicateType =
  | "ASIN_SAME_AS"
  | "ASIN_CATEGORY_SAME_AS"
  | "ASIN_BRAND_SAME_AS"
  | "ASIN_EXPANDED_FROM"
  | "ASIN_PRICE_LESS_THAN"
  | "ASIN_PRICE_BETWEEN"
  | "ASIN_PRICE_GREATER_THAN";

export const AUTO_PREDICATES: readonly AutoPredicateType[] = [
  "QUERY_HIGH_REL_MATCHES",
  "QUERY_BROAD_REL_MATCHES",
  "ASIN_SUBSTITUTE_RELATED",
  "ASIN_ACCESSORY_RELATED",
];

export interface Predicate<T extends string = string> {
  type: T;
  value?: string;
}

export interface TargetingClause {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  expression: Predicate[];
  resolvedExpression: Predicate[];
  expressionType: "AUTO" | "MANUAL";
  bid?: number;
  state: EntityState;
  extendedData: EntityTimes;
}

export type NegativePredicateType = "ASIN_SAME_AS" | "ASIN_BRAND_SAME_AS";

export interface NegativeTargetingClause {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  expression: Predicate<NegativePredicateType>[];
  resolvedExpression: Predicate<NegativePredicateType>[];
  state: EntityState;
  extendedData: EntityTimes;
}

export interface CampaignNegativeTargetingClause {
  targetId: string;
  campaignId: string;
  expression: Predicate<NegativePredicateType>[];
  resolvedExpression: Predicate<NegativePredicateType>[];
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
