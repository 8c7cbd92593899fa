import { describe, expect, it } from "vitest";
import { createEntities, findProfile, type MutationOutcome } from "../../../sandbox/model/index";
import { demoUs, demoWorld } from "./fixtures";

const world = demoWorld();
const us = demoUs(world);
const pid = us.profileId;

function firstError(outcome: MutationOutcome, index = 0) {
  const failure = outcome.result.error.find((item) => item.index === index);
  return failure?.errors[0];
}

describe("SP v3 create", () => {
  it("answers per item: valid items succeed, invalid ones fail with reason and location", () => {
    const outcome = createEntities(world, pid, "campaigns", [
      {
        name: "New - Exact",
        targetingType: "MANUAL",
        state: "ENABLED",
        budget: { budgetType: "DAILY", budget: 25 },
      },
      {
        name: "Too small",
        targetingType: "MANUAL",
        state: "ENABLED",
        budget: { budgetType: "DAILY", budget: 0.5 },
      },
      {
        name: "Bad state",
        targetingType: "AUTO",
        state: "ARCHIVED",
        budget: { budgetType: "DAILY", budget: 10 },
      },
      {
        name: "New - Exact",
        targetingType: "AUTO",
        state: "PAUSED",
        budget: { budgetType: "DAILY", budget: 10 },
      },
      { targetingType: "AUTO", state: "ENABLED", budget: { budgetType: "DAILY", budget: 2_000_000 } },
    ]);
    expect(outcome.result.success.map((item) => item.index)).toEqual([0]);
    const created = outcome.result.success[0];
    expect(created?.campaignId).toMatch(/^\d{15}$/);
    expect(created?.campaign).toMatchObject({
      name: "New - Exact",
      targetingType: "MANUAL",
      startDate: "2026-11-02",
      dynamicBidding: { strategy: "LEGACY_FOR_SALES", placementBidding: [] },
    });
    expect(firstError(outcome, 1)).toMatchObject({
      errorType: "budgetError",
      errorValue: {
        budgetError: { reason: "BUDGET_TOO_LOW", lowerLimit: "1", cause: { location: "$[1].budget.budget" } },
      },
    });
    expect(firstError(outcome, 2)?.errorValue.rangeError?.reason).toBe("INVALID_ENUM_VALUE");
    expect(firstError(outcome, 3)?.errorValue.duplicateValueError?.reason).toBe("NAME_NOT_UNIQUE");
    const missing = outcome.result.error.find((item) => item.index === 4)?.errors.map((e) => e.errorType);
    expect(missing).toEqual(["missingValueError", "budgetError"]);
  });

  it("never changes the input state and allocates fresh ids deterministically", () => {
    const before = JSON.stringify(world);
    const a = createEntities(world, pid, "campaigns", [
      { name: "X", targetingType: "AUTO", state: "ENABLED", budget: { budgetType: "DAILY", budget: 5 } },
    ]);
    const b = createEntities(world, pid, "campaigns", [
      { name: "X", targetingType: "AUTO", state: "ENABLED", budget: { budgetType: "DAILY", budget: 5 } },
    ]);
    expect(JSON.stringify(world)).toBe(before);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.state.nextId).toBe(world.nextId + 1);
  });

  it("gives an ad group of an AUTO campaign its four auto-targeting clauses", () => {
    const campaign = createEntities(world, pid, "campaigns", [
      {
        name: "Auto 2",
        targetingType: "AUTO",
        state: "ENABLED",
        budget: { budgetType: "DAILY", budget: 10 },
      },
    ]);
    const campaignId = campaign.result.success[0]?.campaignId as string;
    const group = createEntities(campaign.state, pid, "adGroups", [
      { campaignId, name: "All", state: "ENABLED", defaultBid: 0.7 },
    ]);
    const adGroupId = group.result.success[0]?.adGroupId;
    const clauses = findProfile(group.state, pid)?.ads.targets.filter((t) => t.adGroupId === adGroupId) ?? [];
    expect(clauses.map((t) => t.expression[0]?.type).sort()).toEqual([
      "ASIN_ACCESSORY_RELATED",
      "ASIN_SUBSTITUTE_RELATED",
      "QUERY_BROAD_REL_MATCHES",
      "QUERY_HIGH_REL_MATCHES",
    ]);
    const keyword = createEntities(group.state, pid, "keywords", [
      { campaignId, adGroupId, keywordText: "yoga mat", matchType: "EXACT", state: "ENABLED" },
    ]);
    expect(firstError(keyword)?.errorValue.targetingClauseSetupError?.reason).toBe(
      "TARGETING_TYPE_NOT_ALLOWED_FOR_AUTO_TARGETING_CAMPAIGN",
    );
    const manual = createEntities(group.state, pid, "targets", [
      {
        campaignId,
        adGroupId,
        expressionType: "AUTO",
        expression: [{ type: "QUERY_HIGH_REL_MATCHES" }],
        state: "ENABLED",
      },
    ]);
    expect(firstError(manual)?.errorValue.targetingClauseSetupError?.reason).toBe(
      "AUTO_TARGETING_CLAUSE_CANNOT_BE_CREATED_MANUALLY",
    );
  });

  it("checks keyword text, match type, bid range and parents", () => {
    const group = us.ads.adGroups.find(
      (g) => g.state === "ENABLED" && us.ads.keywords.some((k) => k.adGroupId === g.adGroupId),
    );
    if (!group) throw new Error("no keyword ad group");
    const base = {
      campaignId: group.campaignId,
      adGroupId: group.adGroupId,
      state: "ENABLED",
      matchType: "PHRASE",
    };
    const outcome = createEntities(world, pid, "keywords", [
      { ...base, keywordText: "x".repeat(81) },
      { ...base, keywordText: "one two three four five six seven eight nine ten eleven" },
      { ...base, keywordText: "fine keyword", bid: 0.01 },
      { ...base, keywordText: "fine keyword", bid: 1001 },
      { ...base, keywordText: "fine keyword", matchType: "NEGATIVE_EXACT" },
      { ...base, keywordText: "fine keyword", adGroupId: "999999999999999" },
      { ...base, keywordText: "fine keyword", bid: 0.75 },
    ]);
    expect(firstError(outcome, 0)?.errorValue.malformedValueError?.reason).toBe("TOO_LONG");
    expect(firstError(outcome, 1)?.errorValue.malformedValueError?.message).toMatch(/10 words/);
    expect(firstError(outcome, 2)?.errorValue.rangeError).toMatchObject({
      reason: "TOO_LOW",
      lowerLimit: "0.02",
    });
    expect(firstError(outcome, 3)?.errorValue.rangeError).toMatchObject({
      reason: "TOO_HIGH",
      upperLimit: "1000",
    });
    expect(firstError(outcome, 4)?.errorValue.rangeError?.reason).toBe("INVALID_ENUM_VALUE");
    expect(firstError(outcome, 5)?.errorValue.parentEntityError?.reason).toBe("PARENT_ENTITY_NOT_FOUND");
    expect(outcome.result.success.map((s) => s.index)).toEqual([6]);
    const again = createEntities(outcome.state, pid, "keywords", [{ ...base, keywordText: "Fine  Keyword" }]);
    expect(firstError(again)?.errorValue.duplicateValueError?.reason).toBe("DUPLICATE_VALUE");
  });

  it("refuses product ads for unknown or ineligible SKUs", () => {
    const group = us.ads.adGroups.find((g) => g.state === "ENABLED");
    const ineligible = us.catalog.find((p) => p.eligibility.some((e) => e.severity === "INELIGIBLE"));
    if (!group || !ineligible) throw new Error("fixture");
    const outcome = createEntities(world, pid, "productAds", [
      { campaignId: group.campaignId, adGroupId: group.adGroupId, sku: "NOPE-1", state: "ENABLED" },
      { campaignId: group.campaignId, adGroupId: group.adGroupId, sku: ineligible.sku, state: "ENABLED" },
    ]);
    expect(firstError(outcome, 0)?.errorValue.productIdentifierError?.reason).toBe("INVALID_SKU");
    expect(firstError(outcome, 1)?.errorValue.adEligibilityError?.reason).toBe("AD_INELIGIBLE");
  });

  it("limits negatives: phrase ≤ 4 words, campaign negative targets only on AUTO campaigns", () => {
    const group = us.ads.adGroups.find((g) => g.state === "ENABLED");
    const manual = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "MANUAL");
    const auto = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "AUTO");
    if (!group || !manual || !auto) throw new Error("fixture");
    const negatives = createEntities(world, pid, "negativeKeywords", [
      {
        campaignId: group.campaignId,
        adGroupId: group.adGroupId,
        keywordText: "one two three four five",
        matchType: "NEGATIVE_PHRASE",
        state: "ENABLED",
      },
      {
        campaignId: group.campaignId,
        adGroupId: group.adGroupId,
        keywordText: "one two three four five",
        matchType: "NEGATIVE_EXACT",
        state: "ENABLED",
      },
      {
        campaignId: group.campaignId,
        adGroupId: group.adGroupId,
        keywordText: "cheap",
        matchType: "NEGATIVE_BROAD",
        state: "ENABLED",
      },
    ]);
    expect(firstError(negatives, 0)?.errorValue.malformedValueError?.reason).toBe("TOO_LONG");
    expect(firstError(negatives, 2)?.errorValue.rangeError?.reason).toBe("INVALID_ENUM_VALUE");
    expect(negatives.result.success.map((item) => item.index)).toEqual([1]);
    expect(negatives.result.success[0]).toHaveProperty("negativeKeywordId");
    const expression = [{ type: "ASIN_SAME_AS", value: "B0AAAAAAAA" }];
    const onManual = createEntities(world, pid, "campaignNegativeTargets", [
      { campaignId: manual.campaignId, expression, state: "ENABLED" },
    ]);
    expect(firstError(onManual)?.errorType).toBe("targetingClauseSetupError");
    const onAuto = createEntities(world, pid, "campaignNegativeTargets", [
      { campaignId: auto.campaignId, expression, state: "ENABLED" },
    ]);
    expect(onAuto.result.success[0]).toHaveProperty("campaignNegativeTargetingClauseId");
  });
});
