/**
 * Negative targeting clauses: in an ad group, or for a whole AUTO campaign; one ASIN_SAME_AS or
 * ASIN_BRAND_SAME_AS predicate each; only their state changes after creation.
 */
import type {
  CampaignNegativeTargetingClause,
  NegativePredicateType,
  NegativeTargetingClause,
  Predicate,
} from "../targeting-entities";
import { isError, type MutationContext, parentAdGroup, parentCampaign } from "./context";
import { targetingSetup } from "./domain-errors";
import { duplicateValue, type MutationError } from "./errors";
import { checkNegativeExpression, cleanExpression, sameExpression } from "./expressions";
import type { KindRules, Outcome } from "./kinds";
import { parentsArchived } from "./parents";
import { checkState, errorsOf, type Item } from "./validate";

function updateState<E extends { state: string; extendedData: { lastUpdateDateTime: string } }>(
  context: MutationContext,
  existing: E,
  item: Item,
  at: string,
): Outcome<E> {
  const errors = errorsOf(checkState(item, false, at));
  if (errors.length > 0) return errors;
  return {
    ...existing,
    ...(item.state !== undefined ? { state: item.state } : {}),
    extendedData: { ...existing.extendedData, lastUpdateDateTime: context.now },
  };
}

function expressionOf(item: Item): Predicate<NegativePredicateType>[] {
  return cleanExpression(item.expression as Predicate<NegativePredicateType>[]);
}

export const negativeTargetRules: KindRules<NegativeTargetingClause> = {
  create(context, item, at): Outcome<NegativeTargetingClause> {
    const errors: MutationError[] = [
      ...errorsOf(checkState(item, true, at)),
      ...checkNegativeExpression(item.expression, `${at}.expression`),
    ];
    const parents = parentAdGroup(context, item.campaignId, item.adGroupId, at);
    if (isError(parents)) return [...errors, parents];
    if (errors.length > 0) return errors;
    const expression = expressionOf(item);
    if (
      context.profile.ads.negativeTargets.some(
        (negative) =>
          negative.adGroupId === parents.adGroup.adGroupId &&
          negative.state !== "ARCHIVED" &&
          sameExpression(negative.expression, expression),
      )
    ) {
      return [duplicateValue("DUPLICATE_VALUE", "this negative target already exists", `${at}.expression`)];
    }
    return {
      targetId: context.newId(),
      campaignId: parents.campaign.campaignId,
      adGroupId: parents.adGroup.adGroupId,
      expression,
      resolvedExpression: expression,
      state: item.state as NegativeTargetingClause["state"],
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },
  update: updateState,
  parentArchived: (context, existing) => parentsArchived(context, existing.campaignId, existing.adGroupId),
};

export const campaignNegativeTargetRules: KindRules<CampaignNegativeTargetingClause> = {
  create(context, item, at): Outcome<CampaignNegativeTargetingClause> {
    const errors: MutationError[] = [
      ...errorsOf(checkState(item, true, at)),
      ...checkNegativeExpression(item.expression, `${at}.expression`),
    ];
    const campaign = parentCampaign(context, item.campaignId, at);
    if (isError(campaign)) return [...errors, campaign];
    if (campaign.targetingType !== "AUTO") {
      errors.push(
        targetingSetup(
          "TARGETING_EXPRESSION_INVALID_VALUE",
          "campaign negative targets are for AUTO campaigns",
          `${at}.campaignId`,
        ),
      );
    }
    if (errors.length > 0) return errors;
    const expression = expressionOf(item);
    if (
      context.profile.ads.campaignNegativeTargets.some(
        (negative) =>
          negative.campaignId === campaign.campaignId &&
          negative.state !== "ARCHIVED" &&
          sameExpression(negative.expression, expression),
      )
    ) {
      return [duplicateValue("DUPLICATE_VALUE", "this negative target already exists", `${at}.expression`)];
    }
    return {
      targetId: context.newId(),
      campaignId: campaign.campaignId,
      expression,
      resolvedExpression: expression,
      state: item.state as CampaignNegativeTargetingClause["state"],
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },
  update: updateState,
  parentArchived: (context, existing) => parentsArchived(context, existing.campaignId),
};
