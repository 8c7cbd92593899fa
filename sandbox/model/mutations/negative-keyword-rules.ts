/**
 * Negative keywords, in an ad group or for a whole campaign: NEGATIVE_EXACT (≤ 10 words) or
 * NEGATIVE_PHRASE (≤ 4 words), ≤ 80 characters; only their state changes after creation.
 */

import { normalizedWords } from "../auction/text-match";
import type { CampaignNegativeKeyword, NegativeKeyword, NegativeMatchType } from "../entities";
import { isError, type MutationContext, parentAdGroup, parentCampaign } from "./context";
import { duplicateValue, type MutationError } from "./errors";
import type { KindRules, Outcome } from "./kinds";
import { parentsArchived } from "./parents";
import { checkEnum, checkKeywordText, checkState, errorsOf, type Item } from "./validate";

const NEGATIVE_MATCH_TYPES = ["NEGATIVE_EXACT", "NEGATIVE_PHRASE"] as const;

function checkNegative(item: Item, at: string): MutationError[] {
  const matchType = checkEnum(item, "matchType", NEGATIVE_MATCH_TYPES, true, at);
  const maxWords = item.matchType === "NEGATIVE_PHRASE" ? 4 : 10;
  return errorsOf(
    checkState(item, true, at),
    matchType,
    checkKeywordText(item.keywordText, 80, maxWords, `${at}.keywordText`),
  );
}

function sameText(a: string, b: string): boolean {
  return normalizedWords(a).join(" ") === normalizedWords(b).join(" ");
}

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

export const negativeKeywordRules: KindRules<NegativeKeyword> = {
  create(context, item, at): Outcome<NegativeKeyword> {
    const errors = checkNegative(item, at);
    const parents = parentAdGroup(context, item.campaignId, item.adGroupId, at);
    if (isError(parents)) return [...errors, parents];
    if (
      errors.length === 0 &&
      context.profile.ads.negativeKeywords.some(
        (negative) =>
          negative.adGroupId === parents.adGroup.adGroupId &&
          negative.matchType === item.matchType &&
          negative.state !== "ARCHIVED" &&
          sameText(negative.keywordText, item.keywordText as string),
      )
    ) {
      errors.push(
        duplicateValue(
          "DUPLICATE_VALUE",
          "this negative keyword already exists",
          `${at}.keywordText`,
          String(item.keywordText),
        ),
      );
    }
    if (errors.length > 0) return errors;
    return {
      keywordId: context.newId(),
      campaignId: parents.campaign.campaignId,
      adGroupId: parents.adGroup.adGroupId,
      keywordText: item.keywordText as string,
      matchType: item.matchType as NegativeMatchType,
      state: item.state as NegativeKeyword["state"],
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },
  update: updateState,
  parentArchived: (context, existing) => parentsArchived(context, existing.campaignId, existing.adGroupId),
};

export const campaignNegativeKeywordRules: KindRules<CampaignNegativeKeyword> = {
  create(context, item, at): Outcome<CampaignNegativeKeyword> {
    const errors = checkNegative(item, at);
    const campaign = parentCampaign(context, item.campaignId, at);
    if (isError(campaign)) return [...errors, campaign];
    if (
      errors.length === 0 &&
      context.profile.ads.campaignNegativeKeywords.some(
        (negative) =>
          negative.campaignId === campaign.campaignId &&
          negative.matchType === item.matchType &&
          negative.state !== "ARCHIVED" &&
          sameText(negative.keywordText, item.keywordText as string),
      )
    ) {
      errors.push(
        duplicateValue(
          "DUPLICATE_VALUE",
          "this negative keyword already exists",
          `${at}.keywordText`,
          String(item.keywordText),
        ),
      );
    }
    if (errors.length > 0) return errors;
    return {
      keywordId: context.newId(),
      campaignId: campaign.campaignId,
      keywordText: item.keywordText as string,
      matchType: item.matchType as NegativeMatchType,
      state: item.state as CampaignNegativeKeyword["state"],
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },
  update: updateState,
  parentArchived: (context, existing) => parentsArchived(context, existing.campaignId),
};
