/** Adds SP v3 entities to a profile with fresh ids; used to seed the campaigns sellers migrate. */
import { allocateId } from "../core/ids";
import type {
  AdGroup,
  AdsEntities,
  BiddingStrategy,
  Campaign,
  Keyword,
  MatchType,
  Placement,
} from "../entities";
import type { EntityState, EntityTimes } from "../entity-fields";
import type { Product } from "../state";
import type { Predicate } from "../targeting-entities";
import { AUTO_PREDICATES } from "../targeting-entities";

export interface Builder {
  ads: AdsEntities;
  counter: { nextId: number };
  times: EntityTimes;
}

export interface CampaignPlan {
  name: string;
  targetingType: "AUTO" | "MANUAL";
  state: EntityState;
  budget: number;
  startDate: string;
  strategy: BiddingStrategy;
  placements?: Partial<Record<Placement, number>>;
}

export function addCampaign(builder: Builder, plan: CampaignPlan): Campaign {
  const campaign: Campaign = {
    campaignId: allocateId(builder.counter),
    name: plan.name,
    targetingType: plan.targetingType,
    state: plan.state,
    budget: { budgetType: "DAILY", budget: plan.budget },
    startDate: plan.startDate,
    endDate: null,
    dynamicBidding: {
      strategy: plan.strategy,
      placementBidding: Object.entries(plan.placements ?? {}).map(([placement, percentage]) => ({
        placement: placement as Placement,
        percentage: percentage ?? 0,
      })),
    },
    extendedData: { ...builder.times },
  };
  builder.ads.campaigns.push(campaign);
  return campaign;
}

/** An ad group; in an AUTO campaign it gets the four auto-targeting clauses, as Amazon does. */
export function addAdGroup(
  builder: Builder,
  campaign: Campaign,
  name: string,
  defaultBid: number,
  state: EntityState = "ENABLED",
): AdGroup {
  const adGroup: AdGroup = {
    adGroupId: allocateId(builder.counter),
    campaignId: campaign.campaignId,
    name,
    state,
    defaultBid,
    extendedData: { ...builder.times },
  };
  builder.ads.adGroups.push(adGroup);
  if (campaign.targetingType === "AUTO") {
    for (const type of AUTO_PREDICATES) {
      builder.ads.targets.push({
        targetId: allocateId(builder.counter),
        campaignId: campaign.campaignId,
        adGroupId: adGroup.adGroupId,
        expression: [{ type }],
        resolvedExpression: [{ type }],
        expressionType: "AUTO",
        state: "ENABLED",
        extendedData: { ...builder.times },
      });
    }
  }
  return adGroup;
}

export function addProductAd(
  builder: Builder,
  adGroup: AdGroup,
  product: Product,
  state: EntityState = "ENABLED",
) {
  builder.ads.productAds.push({
    adId: allocateId(builder.counter),
    campaignId: adGroup.campaignId,
    adGroupId: adGroup.adGroupId,
    state,
    sku: product.sku,
    asin: product.asin,
    extendedData: { ...builder.times },
  });
}

export function addKeyword(
  builder: Builder,
  adGroup: AdGroup,
  keywordText: string,
  matchType: MatchType,
  bid: number | undefined,
  state: EntityState = "ENABLED",
): Keyword {
  const keyword: Keyword = {
    keywordId: allocateId(builder.counter),
    campaignId: adGroup.campaignId,
    adGroupId: adGroup.adGroupId,
    keywordText,
    matchType,
    state,
    extendedData: { ...builder.times },
    ...(bid === undefined ? {} : { bid }),
  };
  builder.ads.keywords.push(keyword);
  return keyword;
}

export function addTarget(builder: Builder, adGroup: AdGroup, expression: Predicate[], bid?: number) {
  builder.ads.targets.push({
    targetId: allocateId(builder.counter),
    campaignId: adGroup.campaignId,
    adGroupId: adGroup.adGroupId,
    expression,
    resolvedExpression: expression,
    expressionType: "MANUAL",
    state: "ENABLED",
    extendedData: { ...builder.times },
    ...(bid === undefined ? {} : { bid }),
  });
}
