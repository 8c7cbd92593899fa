import { ENTITY_KINDS, type EntityKind } from "../../model/index";

/** URL segment → entity kind for the nine SP v3 kinds, and each kind's delete id filter. */
export const KIND_NAMES = Object.keys(ENTITY_KINDS) as EntityKind[];
export const KIND_PATTERN = KIND_NAMES.join("|");

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

export const kindOf = (segment: string) => segment as EntityKind;
