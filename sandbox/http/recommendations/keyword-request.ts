import type { Profile } from "../../model/index";
import { skusOfAdGroup, skusOfAsins } from "./advertised-skus";
import type { MatchType } from "./match-type-bids";

export interface KeywordRecommendationRequest {
  skus: string[];
  maxRecommendations: number;
  sortDimension: "CLICKS" | "CONVERSIONS" | "DEFAULT";
  bidsEnabled: boolean;
  targets: { keyword: string; matchType?: MatchType; bid?: number }[];
}

const MAX_RECOMMENDATIONS = 200;

/** Reads a v5 `RankedKeywordTargetsForAsinsRequest` or `…ForAdGroupRequest`; a string is a 400. */
export function parseKeywordRequest(profile: Profile, body: unknown): KeywordRecommendationRequest | string {
  if (typeof body !== "object" || body === null) return "The request body must be a JSON object.";
  const b = body as Record<string, unknown>;
  let skus: string[] | undefined;
  if (b.recommendationType === "KEYWORDS_FOR_ASINS") {
    if (!Array.isArray(b.asins) || b.asins.length > 50 || b.asins.some((asin) => typeof asin !== "string")) {
      return "asins must be an array of at most 50 ASINs.";
    }
    skus = skusOfAsins(profile, b.asins as string[]);
  } else if (b.recommendationType === "KEYWORDS_FOR_ADGROUP") {
    if (typeof b.campaignId !== "string" || typeof b.adGroupId !== "string") {
      return "campaignId and adGroupId are required.";
    }
    skus = skusOfAdGroup(profile, b.campaignId, b.adGroupId);
    if (!skus) return `Ad group ${b.adGroupId} was not found in campaign ${b.campaignId}.`;
  } else {
    return "recommendationType must be KEYWORDS_FOR_ASINS or KEYWORDS_FOR_ADGROUP.";
  }
  const max = b.maxRecommendations ?? MAX_RECOMMENDATIONS;
  if (typeof max !== "number" || max < 0 || max > MAX_RECOMMENDATIONS) {
    return `maxRecommendations must be between 0 and ${MAX_RECOMMENDATIONS}.`;
  }
  const sortDimension = b.sortDimension ?? "DEFAULT";
  if (sortDimension !== "CLICKS" && sortDimension !== "CONVERSIONS" && sortDimension !== "DEFAULT") {
    return "sortDimension must be CLICKS, CONVERSIONS or DEFAULT.";
  }
  const targets = b.targets ?? [];
  if (!Array.isArray(targets) || targets.length > 100) return "targets must be an array of at most 100.";
  for (const target of targets as { keyword?: unknown; matchType?: unknown }[]) {
    if (typeof target?.keyword !== "string") return "Each target needs a keyword.";
    if (target.matchType !== undefined && !["EXACT", "PHRASE", "BROAD"].includes(String(target.matchType))) {
      return "A target's matchType must be EXACT, PHRASE or BROAD.";
    }
  }
  return {
    skus,
    maxRecommendations: Math.floor(max),
    sortDimension,
    bidsEnabled: b.bidsEnabled !== false,
    targets: targets as KeywordRecommendationRequest["targets"],
  };
}
