import type { RankProviderStatus } from "../automation/organic-rank";
/**
 * Wire shapes of an advertised SKU's ASIN targets and keywords (spec 001 §3, §7). The rows are the
 * campaign page's AsinTarget and KeywordTarget; money in dollars.
 */
import type { AsinTarget, KeywordTarget } from "../campaigns/campaign-detail";

export type { AsinTarget, KeywordTarget };

/** GET /targets/{profileId}/{skuId}/asin?asin */
export type AsinLookupResult = {
  asin: string;
  brand: string | null;
  imageUrl: string | null;
  title: string | null;
  /** The ASIN is already a live target of the SKU's campaigns. */
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

/** GET /targets/{profileId}/{skuId}?q&limit=10&cursor; `next` is an opaque cursor, null at the end. */
export type AsinTargetPage = { targets: AsinTarget[]; next: string | null };

/** POST /targets/{profileId}/{skuId} */
export type CreatedAsinTarget = AsinTarget;

/** PUT /targets/{profileId}/target/{targetId}: the values sent, as stored. */
export type AsinTargetChange = {
  state?: string;
  bid?: number;
  increaseProductPagesPlacement?: boolean;
  increaseTopOfSearchPlacement?: boolean;
};

/** PUT …/negative-target/{id} and …/negative-keyword/{id} */
export type NegativeStateChange = { id: string; state: string };

/**
 * GET /keywords/{profileId}/{skuId}?q&limit=10&cursor. `rankProvider`: whether Boost and Organic
 * search optimisation can be used (they need an organic rank provider), and the reason when not.
 */
export type KeywordTargetPage = {
  keywords: KeywordTarget[];
  next: string | null;
  rankProvider: RankProviderStatus;
};

/**
 * A recommended keyword. relativeScore: 100 for the marketplace's most relevant term down to 1 for
 * its least; competitionIndex: the term's suggested exact bid against the list's highest, 0–100;
 * searchVolume: expected searches today where the marketplace tells (the sandbox does, Amazon not).
 */
export type RecommendedKeyword = {
  keyword: string;
  searchVolume: number | null;
  relativeScore: number;
  competitionIndex: number | null;
  isAdvertised: boolean;
};

/** POST /keywords/{profileId}/{skuId} */
export type CreatedKeyword = { keywordText: string; id: string; matchType: string };

/** PUT /keywords/{profileId}/keyword/{keywordId}: the values sent, as stored. */
export type KeywordChange = { state?: string; bid?: number; organicSearchOptimization?: boolean };

/** POST and DELETE /keywords/{profileId}/{skuId}/{keywordId}/boost */
export type KeywordBoost = { keywordId: string; isBoosted: boolean; boostMaxBid: number | null };
