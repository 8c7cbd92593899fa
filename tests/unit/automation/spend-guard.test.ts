import { describe, expect, it } from "vitest";
import { onlyLowerSpend } from "../../../worker/automation/rules/spend-guard";
import type { ChangeAction, ProposedChange } from "../../../worker/contracts/automation/change";

const proposed = (action: ChangeAction): ProposedChange => ({
  ...action,
  rule: "BID_OPTIMIZATION",
  skuId: 7,
  campaignId: "c-kw",
  reason: "test",
});
const lowerBid = proposed({
  kind: "SET_BID",
  entityType: "KEYWORD",
  entityId: "k1",
  fromCents: 90,
  toCents: 70,
});
const raiseBid = proposed({
  kind: "SET_BID",
  entityType: "TARGET",
  entityId: "t1",
  fromCents: 70,
  toCents: 90,
});
const sameBid = proposed({
  kind: "SET_BID",
  entityType: "KEYWORD",
  entityId: "k2",
  fromCents: 70,
  toCents: 70,
});
const lowerBudget = proposed({
  kind: "SET_BUDGET",
  entityType: "CAMPAIGN",
  entityId: "c1",
  fromCents: 6000,
  toCents: 5000,
});
const raiseBudget = proposed({
  kind: "SET_BUDGET",
  entityType: "CAMPAIGN",
  entityId: "c1",
  fromCents: 5000,
  toCents: 6000,
});
const pause = proposed({
  kind: "SET_STATE",
  entityType: "PRODUCT_AD",
  entityId: "a1",
  from: "ENABLED",
  to: "PAUSED",
});
const enable = proposed({
  kind: "SET_STATE",
  entityType: "CAMPAIGN",
  entityId: "c1",
  from: "PAUSED",
  to: "ENABLED",
});
const negativeKeyword = proposed({
  kind: "ADD_NEGATIVE_KEYWORD",
  entityType: "NEGATIVE_KEYWORD",
  adGroupId: "ag",
  keywordText: "free mug",
});
const negativeTarget = proposed({
  kind: "ADD_NEGATIVE_TARGET",
  entityType: "NEGATIVE_TARGET",
  adGroupId: null,
  asin: "B0NEG00001",
});
const newKeyword = proposed({
  kind: "ADD_KEYWORD",
  entityType: "KEYWORD",
  adGroupId: "ag",
  keywordText: "mug",
  matchType: "EXACT",
  bidCents: 50,
});
const newTarget = proposed({
  kind: "ADD_TARGET",
  entityType: "TARGET",
  adGroupId: "ag",
  asin: "B0TGT00001",
  bidCents: 50,
});

describe("onlyLowerSpend: at the ad limit (1002) only changes that lower spend go through", () => {
  it("keeps lower bids and budgets, pauses and negatives, in their order", () => {
    const all = [
      lowerBid,
      raiseBid,
      sameBid,
      lowerBudget,
      raiseBudget,
      pause,
      enable,
      negativeKeyword,
      negativeTarget,
      newKeyword,
      newTarget,
    ];
    expect(onlyLowerSpend(all)).toEqual([lowerBid, lowerBudget, pause, negativeKeyword, negativeTarget]);
  });

  it("drops raises, resumes, unchanged values and new keywords or targets", () => {
    expect(onlyLowerSpend([raiseBid, sameBid, raiseBudget, enable, newKeyword, newTarget])).toEqual([]);
  });

  it("an empty plan stays empty", () => {
    expect(onlyLowerSpend([])).toEqual([]);
  });
});
