/**
 * Keyword create/update: MANUAL campaigns only, text ≤ 80 characters and ≤ 10 words, match type
 * EXACT/PHRASE/BROAD, optional bid (else the ad group's default bid); later only bid and state change.
 */

import { normalizedWords } from "../auction/text-match";
import type { Keyword, MatchType } from "../entities";
import { isError, parentAdGroup } from "./context";
import { biddingError } from "./domain-errors";
import { duplicateValue } from "./errors";
import type { KindRules, Outcome } from "./kinds";
import { manualTargetingProblems } from "./manual-targeting-checks";
import { parentsArchived } from "./parents";
import { checkBid, checkEnum, checkKeywordText, checkState, errorsOf } from "./validate";

const MATCH_TYPES = ["EXACT", "PHRASE", "BROAD"] as const;

export const keywordRules: KindRules<Keyword> = {
  create(context, item, at): Outcome<Keyword> {
    const errors = errorsOf(
      checkState(item, true, at),
      checkKeywordText(item.keywordText, 80, 10, `${at}.keywordText`),
      checkEnum(item, "matchType", MATCH_TYPES, true, at),
      checkBid(item.bid, false, context.marketplace, `${at}.bid`),
    );
    const parents = parentAdGroup(context, item.campaignId, item.adGroupId, at);
    if (isError(parents)) return [...errors, parents];
    const { campaign, adGroup } = parents;
    errors.push(...manualTargetingProblems(context, "KEYWORDS", parents, item.bid, at));
    if (errors.length === 0) {
      const words = normalizedWords(item.keywordText as string).join(" ");
      const duplicate = context.profile.ads.keywords.some(
        (keyword) =>
          keyword.adGroupId === adGroup.adGroupId &&
          keyword.matchType === item.matchType &&
          keyword.state !== "ARCHIVED" &&
          normalizedWords(keyword.keywordText).join(" ") === words,
      );
      if (duplicate)
        errors.push(
          duplicateValue(
            "DUPLICATE_VALUE",
            "this keyword already exists in the ad group",
            `${at}.keywordText`,
            String(item.keywordText),
          ),
        );
    }
    if (errors.length > 0) return errors;
    return {
      keywordId: context.newId(),
      campaignId: campaign.campaignId,
      adGroupId: adGroup.adGroupId,
      keywordText: item.keywordText as string,
      matchType: item.matchType as MatchType,
      state: item.state as Keyword["state"],
      ...(typeof item.bid === "number" ? { bid: item.bid } : {}),
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },

  update(context, existing, item, at): Outcome<Keyword> {
    const errors = errorsOf(
      checkState(item, false, at),
      checkBid(item.bid, false, context.marketplace, `${at}.bid`),
    );
    const campaign = context.profile.ads.campaigns.find(
      (candidate) => candidate.campaignId === existing.campaignId,
    );
    if (typeof item.bid === "number" && campaign && item.bid > campaign.budget.budget) {
      errors.push(
        biddingError("BID_GT_BUDGET", "bid cannot exceed the campaign's daily budget", `${at}.bid`, item.bid),
      );
    }
    if (errors.length > 0) return errors;
    return {
      ...existing,
      ...(item.state !== undefined ? { state: item.state as Keyword["state"] } : {}),
      ...(typeof item.bid === "number" ? { bid: item.bid } : {}),
      extendedData: { ...existing.extendedData, lastUpdateDateTime: context.now },
    };
  },

  parentArchived: (context, existing) => parentsArchived(context, existing.campaignId, existing.adGroupId),
};
