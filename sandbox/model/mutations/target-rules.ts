/**
 * Targeting clauses. Manual ones (ASIN, category, brand, expanded, price) are created in MANUAL
 * campaigns in ad groups without keywords; the four auto clauses exist only through their ad group,
 * and only their bid and state change.
 */
import type { Predicate, TargetingClause } from "../targeting-entities";
import { isError, parentAdGroup } from "./context";
import { targetingSetup } from "./domain-errors";
import { duplicateValue, entityState, type MutationError, otherError } from "./errors";
import { checkManualExpression, cleanExpression, sameExpression } from "./expressions";
import type { KindRules, Outcome } from "./kinds";
import { manualTargetingProblems } from "./manual-targeting-checks";
import { parentsArchived } from "./parents";
import { checkBid, checkState, errorsOf } from "./validate";

export const targetRules: KindRules<TargetingClause> = {
  create(context, item, at): Outcome<TargetingClause> {
    const errors: MutationError[] = errorsOf(
      checkState(item, true, at),
      checkBid(item.bid, false, context.marketplace, `${at}.bid`),
    );
    if (item.expressionType !== "MANUAL") {
      errors.push(
        item.expressionType === "AUTO"
          ? targetingSetup(
              "AUTO_TARGETING_CLAUSE_CANNOT_BE_CREATED_MANUALLY",
              "auto-targeting clauses are created with the ad group",
              `${at}.expressionType`,
            )
          : targetingSetup(
              "TARGETING_EXPRESSION_INVALID_VALUE",
              "expressionType must be MANUAL",
              `${at}.expressionType`,
            ),
      );
    }
    errors.push(...checkManualExpression(item.expression, `${at}.expression`));
    const parents = parentAdGroup(context, item.campaignId, item.adGroupId, at);
    if (isError(parents)) return [...errors, parents];
    const { campaign, adGroup } = parents;
    errors.push(...manualTargetingProblems(context, "TARGETS", parents, item.bid, at));
    if (errors.length > 0) return errors;
    const expression = cleanExpression(item.expression as Predicate[]);
    const duplicate = context.profile.ads.targets.some(
      (target) =>
        target.adGroupId === adGroup.adGroupId &&
        target.state !== "ARCHIVED" &&
        sameExpression(target.expression, expression),
    );
    if (duplicate)
      return [
        duplicateValue("DUPLICATE_VALUE", "this target already exists in the ad group", `${at}.expression`),
      ];
    return {
      targetId: context.newId(),
      campaignId: campaign.campaignId,
      adGroupId: adGroup.adGroupId,
      expression,
      resolvedExpression: expression,
      expressionType: "MANUAL",
      state: item.state as TargetingClause["state"],
      ...(typeof item.bid === "number" ? { bid: item.bid } : {}),
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },

  update(context, existing, item, at): Outcome<TargetingClause> {
    const errors = errorsOf(
      checkState(item, false, at),
      checkBid(item.bid, false, context.marketplace, `${at}.bid`),
    );
    if (item.expression !== undefined) {
      if (existing.expressionType === "AUTO")
        errors.push(
          otherError("the expression of an auto-targeting clause cannot change", `${at}.expression`),
        );
      else errors.push(...checkManualExpression(item.expression, `${at}.expression`));
    }
    if (item.expressionType !== undefined && item.expressionType !== existing.expressionType) {
      errors.push(otherError("expressionType cannot change", `${at}.expressionType`));
    }
    if (errors.length > 0) return errors;
    const expression =
      item.expression === undefined ? existing.expression : cleanExpression(item.expression as Predicate[]);
    return {
      ...existing,
      expression,
      resolvedExpression: expression,
      ...(item.state !== undefined ? { state: item.state as TargetingClause["state"] } : {}),
      ...(typeof item.bid === "number" ? { bid: item.bid } : {}),
      extendedData: { ...existing.extendedData, lastUpdateDateTime: context.now },
    };
  },

  archiveErrors: (existing) =>
    existing.expressionType === "AUTO"
      ? [
          entityState(
            "TARGETING_CLAUSE",
            "AUTO_TARGETING_CLAUSE_CANNOT_BE_ARCHIVED_MANUALLY",
            "auto-targeting clauses can be paused, not archived",
          ),
        ]
      : [],

  parentArchived: (context, existing) => parentsArchived(context, existing.campaignId, existing.adGroupId),
};
