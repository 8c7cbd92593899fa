import type { SpKind } from "../amazon/sp-kinds";
import type { ChangeAction, ChangeEntityType } from "../contracts/automation/change";

export type Verb = "create" | "update" | "delete";
/** One item of an SP v3 batch call: which kind and verb it goes to, and its body. */
export type AmazonItem = { kind: SpKind; verb: Verb; item: unknown };

const dollars = (cents: number) => cents / 100;
const asinExpression = (asin: string) => [{ type: "ASIN_SAME_AS", value: asin }];

const STATE_KINDS = {
  CAMPAIGN: { kind: "campaigns", id: "campaignId" },
  PRODUCT_AD: { kind: "productAds", id: "adId" },
  KEYWORD: { kind: "keywords", id: "keywordId" },
  TARGET: { kind: "targets", id: "targetId" },
} as const;

/** The SP kind an entity lives under (a campaign-level negative has its own kinds). */
export function kindOfEntity(entityType: ChangeEntityType, campaignLevel: boolean): SpKind {
  switch (entityType) {
    case "CAMPAIGN":
      return "campaigns";
    case "PRODUCT_AD":
      return "productAds";
    case "KEYWORD":
      return "keywords";
    case "TARGET":
      return "targets";
    case "NEGATIVE_KEYWORD":
      return campaignLevel ? "campaignNegativeKeywords" : "negativeKeywords";
    case "NEGATIVE_TARGET":
      return campaignLevel ? "campaignNegativeTargets" : "negativeTargets";
  }
}

/**
 * The Amazon call item that makes the change: an update of a bid, state or budget, a create of a
 * keyword, target or negative (exact or phrase / ASIN), or the archive (delete) an undo of an addition sends.
 */
export function amazonItem(action: ChangeAction, campaignId: string): AmazonItem {
  switch (action.kind) {
    case "SET_BID": {
      const id = action.entityType === "KEYWORD" ? "keywordId" : "targetId";
      return {
        kind: action.entityType === "KEYWORD" ? "keywords" : "targets",
        verb: "update",
        item: { [id]: action.entityId, bid: dollars(action.toCents) },
      };
    }
    case "SET_STATE": {
      const { kind, id } = STATE_KINDS[action.entityType];
      return { kind, verb: "update", item: { [id]: action.entityId, state: action.to } };
    }
    case "SET_BUDGET":
      return {
        kind: "campaigns",
        verb: "update",
        item: {
          campaignId: action.entityId,
          budget: { budget: dollars(action.toCents), budgetType: "DAILY" },
        },
      };
    case "ADD_KEYWORD":
      return {
        kind: "keywords",
        verb: "create",
        item: {
          campaignId,
          adGroupId: action.adGroupId,
          keywordText: action.keywordText,
          matchType: action.matchType,
          state: "ENABLED",
          bid: dollars(action.bidCents),
        },
      };
    case "ADD_TARGET":
      return {
        kind: "targets",
        verb: "create",
        item: {
          campaignId,
          adGroupId: action.adGroupId,
          expression: asinExpression(action.asin),
          expressionType: "MANUAL",
          state: "ENABLED",
          bid: dollars(action.bidCents),
        },
      };
    case "ADD_NEGATIVE_KEYWORD": {
      const negative = {
        campaignId,
        keywordText: action.keywordText,
        matchType: action.matchType ?? "NEGATIVE_EXACT",
        state: "ENABLED",
      };
      return action.adGroupId === null
        ? { kind: "campaignNegativeKeywords", verb: "create", item: negative }
        : { kind: "negativeKeywords", verb: "create", item: { ...negative, adGroupId: action.adGroupId } };
    }
    case "ADD_NEGATIVE_TARGET": {
      const negative = { campaignId, expression: asinExpression(action.asin), state: "ENABLED" };
      return action.adGroupId === null
        ? { kind: "campaignNegativeTargets", verb: "create", item: negative }
        : { kind: "negativeTargets", verb: "create", item: { ...negative, adGroupId: action.adGroupId } };
    }
    case "ARCHIVE":
      return {
        kind: kindOfEntity(action.entityType, action.adGroupId === null),
        verb: "delete",
        item: action.entityId,
      };
  }
}
