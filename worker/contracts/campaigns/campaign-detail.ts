/**
 * Wire shapes of the campaign page (spec 000 §3 "Campaign detail", "Targets response", "Negative
 * targets response", "Search terms"; spec 001 §3 "ASIN target", "Keyword target"). The Worker
 * answers these and the web app reads them; money is in dollars, ratios are absent (null) when
 * their denominator is zero.
 */
import type { Ratios, Report } from "../metrics";
import type { AdvertisedSkuLink, DynamicBidding } from "./campaign-list";

/** Placement names of Amazon's dynamic bidding (spec 001 §9 labels). */
export const PLACEMENTS = ["PLACEMENT_TOP", "PLACEMENT_PRODUCT_PAGE", "PLACEMENT_REST_OF_SEARCH"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** One placement of a campaign: its bid adjustment (null for rest of search) and its figures. */
export type PlacementRow = { placement: Placement; percentage: number | null; report?: Report };

/** GET /api/campaigns/{profileId}/{campaignId}?startDate&endDate */
export type CampaignDetail = {
  id: string;
  name: string;
  state: string;
  targetingType: string;
  startDate: string | null;
  endDate: string | null;
  budget: { budget: number };
  source: "QUICK_LAUNCH" | "MIGRATED";
  advertisedSku: AdvertisedSkuLink | null;
  advertisedSkuId: string | null;
  report?: Report;
  placements: PlacementRow[];
  dynamicBidding: DynamicBidding;
};

/** Figures of targets and search terms: like Report but spend is named `cost` (spec 001 §3). */
export type TargetReport = {
  impressions: number;
  clicks: number;
  cost: number;
  sales: number;
  unitsSoldClicks: number;
} & Ratios;

export type KeywordTarget = {
  id: string;
  keywordText: string;
  matchType: string;
  state: string;
  /** null: the keyword runs at its ad group's default bid. */
  bid: number | null;
  /** The ad group's default bid, which Amazon uses while `bid` is null (null without a synced ad group). */
  defaultBid: number | null;
  organicSearchOptimization: boolean;
  isBoosted: boolean;
  boostMaxBid: number | null;
  campaignId: string;
  report?: TargetReport;
};

export type AsinTarget = {
  id: string;
  productAsin: string;
  url: string;
  thumbnail: string | null;
  state: string;
  /** null: the target runs at its ad group's default bid. */
  bid: number | null;
  /** The ad group's default bid, which Amazon uses while `bid` is null (null without a synced ad group). */
  defaultBid: number | null;
  increaseProductPagesPlacement: boolean;
  increaseTopOfSearchPlacement: boolean;
  campaignId: string;
  report?: TargetReport;
};

/** GET /api/campaigns/{profileId}/{campaignId}/targets?startDate&endDate */
export type CampaignTargets = { keywordTargets: KeywordTarget[]; asinTargets: AsinTarget[] };

export type NegativeKeywordTarget = {
  id: string;
  keywordText: string;
  matchType: string;
  state: string;
  createdAt: string | null;
};
export type NegativeAsinTarget = {
  id: string;
  productAsin: string;
  url: string;
  thumbnail: string | null;
  state: string;
  createdAt: string | null;
};

/** GET /api/campaigns/{profileId}/{campaignId}/targets/negative */
export type CampaignNegativeTargets = {
  negativeKeywordTargets: NegativeKeywordTarget[];
  negativeAsinTargets: NegativeAsinTarget[];
};

/** One row of GET /api/campaigns/{profileId}/{campaignId}/search-terms?startDate&endDate (data is a list). */
export type SearchTermRow = {
  searchTerm: string;
  type: "ASIN" | "text";
  thumbnail: string | null;
  url: string | null;
} & TargetReport;

/** PUT /api/campaigns/{profileId}/{campaignId} answer. */
export type CampaignUpdateResult = {
  id: string;
  state: string;
  budget: { budget: number };
  dynamicBidding: DynamicBidding;
};
