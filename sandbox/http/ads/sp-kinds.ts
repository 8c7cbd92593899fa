import { ENTITY_KINDS, type EntityKind } from "../../model/index";

/** The nine SP v3 kinds (each is also its URL segment, /sp/<kind>) and each kind's delete id filter. */
export const KIND_NAMES = Object.keys(ENTITY_KINDS) as EntityKind[];

export const DELETE_FILTERS: Record<EntityKind, string> = {
  campaigns: "campaignIdFilter",
  adGroups: "adGroupIdFilter",
  productAds: "adIdFilter",
  keywords: "keywordIdFilter",
  negativeKeywords: "negativeKeywordIdFilter",
  campaignNegativeKeywords: "campaignNegativeKeywordIdFilter",
  targets: "targetIdFilter",
  negativeTargets: "negativeTargetIdFilter",
  campaignNegativeTargets: "campaignNegativeTargetIdFilter",
};
