/** Adds negative keywords and negative targets (ad group or campaign level) with fresh ids. */
import { allocateId } from "../core/ids";
import type { AdGroup, Campaign, NegativeMatchType } from "../entities";
import type { NegativePredicateType } from "../targeting-entities";
import type { Builder } from "./campaign-builder";

export function addNegativeKeyword(
  builder: Builder,
  adGroup: AdGroup,
  keywordText: string,
  matchType: NegativeMatchType,
) {
  builder.ads.negativeKeywords.push({
    keywordId: allocateId(builder.counter),
    campaignId: adGroup.campaignId,
    adGroupId: adGroup.adGroupId,
    keywordText,
    matchType,
    state: "ENABLED",
    extendedData: { ...builder.times },
  });
}

export function addCampaignNegativeKeyword(
  builder: Builder,
  campaign: Campaign,
  keywordText: string,
  matchType: NegativeMatchType,
) {
  builder.ads.campaignNegativeKeywords.push({
    keywordId: allocateId(builder.counter),
    campaignId: campaign.campaignId,
    keywordText,
    matchType,
    state: "ENABLED",
    extendedData: { ...builder.times },
  });
}

export function addNegativeTarget(
  builder: Builder,
  adGroup: AdGroup,
  type: NegativePredicateType,
  value: string,
) {
  const expression = [{ type, value }];
  builder.ads.negativeTargets.push({
    targetId: allocateId(builder.counter),
    campaignId: adGroup.campaignId,
    adGroupId: adGroup.adGroupId,
    expression,
    resolvedExpression: expression,
    state: "ENABLED",
    extendedData: { ...builder.times },
  });
}

export function addCampaignNegativeTarget(
  builder: Builder,
  campaign: Campaign,
  type: NegativePredicateType,
  value: string,
) {
  const expression = [{ type, value }];
  builder.ads.campaignNegativeTargets.push({
    targetId: allocateId(builder.counter),
    campaignId: campaign.campaignId,
    expression,
    resolvedExpression: expression,
    state: "ENABLED",
    extendedData: { ...builder.times },
  });
}
