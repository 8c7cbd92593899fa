/**
 * What keywords and manual product targets share on create: a MANUAL campaign, an ad group that
 * holds only their own kind, and a bid no higher than the campaign's daily budget.
 */
import type { AdGroup, Campaign } from "../entities";
import type { MutationContext } from "./context";
import { biddingError, targetingSetup } from "./domain-errors";
import type { MutationError } from "./errors";
import { adGroupTargetingKind } from "./parents";

const WORDING = {
  KEYWORDS: { noun: "keywords", other: "TARGETS", holds: "product targets" },
  TARGETS: { noun: "product targets", other: "KEYWORDS", holds: "keywords" },
} as const;

export function manualTargetingProblems(
  context: MutationContext,
  kind: "KEYWORDS" | "TARGETS",
  { campaign, adGroup }: { campaign: Campaign; adGroup: AdGroup },
  bid: unknown,
  at: string,
): MutationError[] {
  const wording = WORDING[kind];
  const problems: MutationError[] = [];
  if (campaign.targetingType === "AUTO") {
    problems.push(
      targetingSetup(
        "TARGETING_TYPE_NOT_ALLOWED_FOR_AUTO_TARGETING_CAMPAIGN",
        `${wording.noun} need a MANUAL campaign`,
        `${at}.campaignId`,
      ),
    );
  } else if (adGroupTargetingKind(context, adGroup.adGroupId) === wording.other) {
    problems.push(
      targetingSetup(
        "TYPE_CONFLICT_IN_AD_GROUP",
        `this ad group already holds ${wording.holds}`,
        `${at}.adGroupId`,
      ),
    );
  }
  if (typeof bid === "number" && bid > campaign.budget.budget) {
    problems.push(
      biddingError("BID_GT_BUDGET", "bid cannot exceed the campaign's daily budget", `${at}.bid`, bid),
    );
  }
  return problems;
}
