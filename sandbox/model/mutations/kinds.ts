/**
 * The nine SP v3 entity kinds: their API names (body key, id fields, content type) and the rules
 * that create, update and archive them.
 */
import type { AdsEntities } from "../entities";
import type { MutationContext } from "./context";
import type { EntityType, MutationError } from "./errors";
import type { Item } from "./validate";

export type EntityKind = keyof AdsEntities;

export interface KindApi {
  /** Request and response body key: `campaigns`, `targetingClauses`… */
  bodyKey: string;
  /** Id property of the entity (and of update items). */
  idField: string;
  /** Id property of 207 success items. */
  resultIdField: string;
  /** Entity property of 207 success items. */
  resultEntityKey: string;
  contentType: string;
  entityType: EntityType;
}

export const ENTITY_KINDS: Record<EntityKind, KindApi> = {
  campaigns: {
    bodyKey: "campaigns",
    idField: "campaignId",
    resultIdField: "campaignId",
    resultEntityKey: "campaign",
    contentType: "application/vnd.spCampaign.v3+json",
    entityType: "CAMPAIGN",
  },
  adGroups: {
    bodyKey: "adGroups",
    idField: "adGroupId",
    resultIdField: "adGroupId",
    resultEntityKey: "adGroup",
    contentType: "application/vnd.spAdGroup.v3+json",
    entityType: "AD_GROUP",
  },
  productAds: {
    bodyKey: "productAds",
    idField: "adId",
    resultIdField: "adId",
    resultEntityKey: "productAd",
    contentType: "application/vnd.spProductAd.v3+json",
    entityType: "PRODUCT_AD",
  },
  keywords: {
    bodyKey: "keywords",
    idField: "keywordId",
    resultIdField: "keywordId",
    resultEntityKey: "keyword",
    contentType: "application/vnd.spKeyword.v3+json",
    entityType: "KEYWORD",
  },
  negativeKeywords: {
    bodyKey: "negativeKeywords",
    idField: "keywordId",
    resultIdField: "negativeKeywordId",
    resultEntityKey: "negativeKeyword",
    contentType: "application/vnd.spNegativeKeyword.v3+json",
    entityType: "NEGATIVE_KEYWORD",
  },
  campaignNegativeKeywords: {
    bodyKey: "campaignNegativeKeywords",
    idField: "keywordId",
    resultIdField: "campaignNegativeKeywordId",
    resultEntityKey: "campaignNegativeKeyword",
    contentType: "application/vnd.spCampaignNegativeKeyword.v3+json",
    entityType: "CAMPAIGN_NEGATIVE_KEYWORD",
  },
  targets: {
    bodyKey: "targetingClauses",
    idField: "targetId",
    resultIdField: "targetId",
    resultEntityKey: "targetingClause",
    contentType: "application/vnd.spTargetingClause.v3+json",
    entityType: "TARGETING_CLAUSE",
  },
  negativeTargets: {
    bodyKey: "negativeTargetingClauses",
    idField: "targetId",
    resultIdField: "targetId",
    resultEntityKey: "negativeTargetingClause",
    contentType: "application/vnd.spNegativeTargetingClause.v3+json",
    entityType: "NEGATIVE_TARGETING_CLAUSE",
  },
  campaignNegativeTargets: {
    bodyKey: "campaignNegativeTargetingClauses",
    idField: "targetId",
    resultIdField: "campaignNegativeTargetingClauseId",
    resultEntityKey: "campaignNegativeTargetingClauses",
    contentType: "application/vnd.spCampaignNegativeTargetingClause.v3+json",
    entityType: "CAMPAIGN_NEGATIVE_TARGETING_CLAUSE",
  },
};

export type Outcome<E> = E | MutationError[];

export interface KindRules<E> {
  create(context: MutationContext, item: Item, at: string): Outcome<E>;
  /** Returns the updated copy; `existing` is neither archived nor under an archived parent. */
  update(context: MutationContext, existing: E, item: Item, at: string): Outcome<E>;
  /** Side effects of a successful create (an AUTO ad group gets its four auto clauses). */
  afterCreate?(context: MutationContext, created: E): void;
  /** Extra reasons an entity cannot be archived. */
  archiveErrors?(existing: E): MutationError[];
  /** Whether a parent (campaign or ad group) is archived, which freezes the entity. */
  parentArchived(context: MutationContext, existing: E): boolean;
}

export const MAX_BATCH_ITEMS = 1000;
