/**
 * Wire shapes of the SKU's ASIN targets and keywords (spec 001 §3, §7).
 * The rows are the campaign page's; the rest is read here until worker/contracts/sku-targets.ts lands.
 */
export type { AsinTarget, KeywordTarget } from "../../../../../../worker/contracts/campaign-detail";

/** GET /targets/{profileId}/{skuId}/asin?asin */
export type AsinLookupResult = {
  asin: string;
  brand: string | null;
  imageUrl: string | null;
  title: string | null;
  isAdvertised: boolean;
};

export type RecommendedAsin = {
  recommendedAsin: string;
  url: string;
  imageUrl: string | null;
  themes: string[];
  isAdvertised: boolean;
};

/** GET /targets/{profileId}/{skuId}/recommended?limit=10&cursor */
export type RecommendedAsinPage = { recommendations: RecommendedAsin[]; nextCursor: string | null };

export type RecommendedKeyword = {
  keyword: string;
  searchVolume?: number | null;
  relativeScore?: number | null;
  competitionIndex?: number | null;
  themes?: string[];
  isAdvertised: boolean;
};
