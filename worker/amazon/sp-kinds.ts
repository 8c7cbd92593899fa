/** Sponsored Products v3 entity kinds: vendor content type, body key, id field and delete filter (reference, OpenAPI). */
export const SP_KINDS = {
  campaigns: {
    contentType: "application/vnd.spCampaign.v3+json",
    key: "campaigns",
    id: "campaignId",
    deleteFilter: "campaignIdFilter",
  },
  adGroups: {
    contentType: "application/vnd.spAdGroup.v3+json",
    key: "adGroups",
    id: "adGroupId",
    deleteFilter: "adGroupIdFilter",
  },
  productAds: {
    contentType: "application/vnd.spProductAd.v3+json",
    key: "productAds",
    id: "adId",
    deleteFilter: "adIdFilter",
  },
  keywords: {
    contentType: "application/vnd.spKeyword.v3+json",
    key: "keywords",
    id: "keywordId",
    deleteFilter: "keywordIdFilter",
  },
  negativeKeywords: {
    contentType: "application/vnd.spNegativeKeyword.v3+json",
    key: "negativeKeywords",
    id: "negativeKeywordId",
    deleteFilter: "negativeKeywordIdFilter",
  },
  campaignNegativeKeywords: {
    contentType: "application/vnd.spCampaignNegativeKeyword.v3+json",
    key: "campaignNegativeKeywords",
    id: "campaignNegativeKeywordId",
    deleteFilter: "campaignNegativeKeywordIdFilter",
  },
  targets: {
    contentType: "application/vnd.spTargetingClause.v3+json",
    key: "targetingClauses",
    id: "targetId",
    deleteFilter: "targetIdFilter",
  },
  negativeTargets: {
    contentType: "application/vnd.spNegativeTargetingClause.v3+json",
    key: "negativeTargetingClauses",
    id: "targetId",
    deleteFilter: "negativeTargetIdFilter",
  },
  campaignNegativeTargets: {
    contentType: "application/vnd.spCampaignNegativeTargetingClause.v3+json",
    key: "campaignNegativeTargetingClauses",
    id: "campaignNegativeTargetingClauseId",
    deleteFilter: "campaignNegativeTargetIdFilter",
  },
} as const;

export type SpKind = keyof typeof SP_KINDS;

/** Create, update and delete take at most this many items a call. */
export const SP_BATCH_LIMIT = 1000;
