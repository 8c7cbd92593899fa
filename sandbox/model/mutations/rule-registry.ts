/** The rules of each entity kind, and the shapes of a batch's 207 answer. */
import type { AdsEntities } from "../entities";
import type { SandboxState } from "../state";
import { adGroupRules } from "./ad-group-rules";
import { campaignRules } from "./campaign-rules";
import type { MutationError } from "./errors";
import { keywordRules } from "./keyword-rules";
import type { EntityKind, KindRules } from "./kinds";
import { campaignNegativeKeywordRules, negativeKeywordRules } from "./negative-keyword-rules";
import { campaignNegativeTargetRules, negativeTargetRules } from "./negative-target-rules";
import { productAdRules } from "./product-ad-rules";
import { targetRules } from "./target-rules";

export interface MutationSuccess {
  index: number;
  [field: string]: unknown;
}

export interface MutationFailure {
  index: number;
  errors: MutationError[];
}

export interface MutationResult {
  success: MutationSuccess[];
  error: MutationFailure[];
}

export interface MutationOutcome {
  state: SandboxState;
  result: MutationResult;
}

export type AnyEntity = AdsEntities[EntityKind][number] & Record<string, unknown>;

export const RULES: Record<EntityKind, KindRules<AnyEntity>> = {
  campaigns: campaignRules as unknown as KindRules<AnyEntity>,
  adGroups: adGroupRules as unknown as KindRules<AnyEntity>,
  productAds: productAdRules as unknown as KindRules<AnyEntity>,
  keywords: keywordRules as unknown as KindRules<AnyEntity>,
  negativeKeywords: negativeKeywordRules as unknown as KindRules<AnyEntity>,
  campaignNegativeKeywords: campaignNegativeKeywordRules as unknown as KindRules<AnyEntity>,
  targets: targetRules as unknown as KindRules<AnyEntity>,
  negativeTargets: negativeTargetRules as unknown as KindRules<AnyEntity>,
  campaignNegativeTargets: campaignNegativeTargetRules as unknown as KindRules<AnyEntity>,
};
