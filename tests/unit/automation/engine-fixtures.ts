import type { RuleDefinition } from "../../../worker/automation/rules/rule";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import type { ChangeAction, ProposedChange } from "../../../worker/contracts/automation/change";
import { noEntityLists } from "../../support/empty-sku-entities";

/** Any action as a change rule 1 proposes for SKU 1, campaign C1. */
export const proposed = (action: ChangeAction): ProposedChange => ({
  ...action,
  rule: "BID_OPTIMIZATION",
  skuId: 1,
  campaignId: "C1",
  reason: "test",
});

/** A keyword's bid change as a rule would propose it. */
export const bid = (
  entityId: string,
  fromCents: number,
  toCents: number,
  rule: ProposedChange["rule"] = "BID_OPTIMIZATION",
): ProposedChange => ({
  kind: "SET_BID",
  entityType: "KEYWORD",
  entityId,
  fromCents,
  toCents,
  rule,
  skuId: 1,
  campaignId: "C1",
  reason: `bid ${fromCents} → ${toCents}`,
});

export const addKeyword = (keywordText: string, adGroupId = "AG1"): ProposedChange => ({
  kind: "ADD_KEYWORD",
  entityType: "KEYWORD",
  adGroupId,
  keywordText,
  matchType: "EXACT",
  bidCents: 50,
  rule: "SEARCH_TERM_EXPANSION",
  skuId: 1,
  campaignId: "C1",
  reason: `harvest ${keywordText}`,
});

export const negative = (keywordText: string, adGroupId: string | null = "AG1"): ProposedChange => ({
  kind: "ADD_NEGATIVE_KEYWORD",
  entityType: "NEGATIVE_KEYWORD",
  adGroupId,
  keywordText,
  rule: "NEGATIVE_OPTIMIZATION",
  skuId: 1,
  campaignId: "C1",
  reason: `negate ${keywordText}`,
});

/** A rule that proposes these changes whenever it runs. */
export const proposing = (rule: ProposedChange["rule"], changes: ProposedChange[]): RuleDefinition => ({
  rule,
  isEnabled: () => true,
  isDue: () => true,
  propose: () => changes,
});

/** An empty snapshot of SKU 1 (the planner reads only its held entities). */
export const snapshot = (heldEntityIds: string[] = []): SkuSnapshot => ({
  settings: {
    skuId: 1,
    sku: "SKU-1",
    asin: "B0SKU1XXXX",
    timezone: "America/Los_Angeles",
    currency: "USD",
    bidMinCents: 2,
    bidMaxCents: 500,
    maxDailyBudgetCents: 2500,
    targetAcos: 25,
    seasonality: null,
    negativeOptimization: null,
    searchTermExpansion: null,
    targetBidExpansion: null,
  },
  ...noEntityLists(),
  targetingDays: [],
  searchTermDays: [],
  skuDays: [],
  availability: null,
  boosts: [],
  organicRanks: {},
  organicSearchKeywordIds: [],
  history: [],
  heldEntityIds,
});
