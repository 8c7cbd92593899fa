import { describe, expect, it } from "vitest";
import {
  createEntities,
  deleteEntities,
  type MutationOutcome,
  updateEntities,
} from "../../../sandbox/model/index";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, sum, withOnlyProfile } from "./fixtures";

const world = demoWorld();
const us = demoUs(world);
const pid = us.profileId;

function firstError(outcome: MutationOutcome, index = 0) {
  const failure = outcome.result.error.find((item) => item.index === index);
  return failure?.errors[0];
}

describe("SP v3 update and delete", () => {
  it("keeps targetingType fixed and validates changed fields only", () => {
    const campaign = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "AUTO");
    if (!campaign) throw new Error("fixture");
    const outcome = updateEntities(world, pid, "campaigns", [
      { campaignId: campaign.campaignId, targetingType: "MANUAL" },
      { campaignId: campaign.campaignId, state: "PAUSED", budget: { budgetType: "DAILY", budget: 42 } },
      { campaignId: "123456789012345", state: "PAUSED" },
    ]);
    expect(firstError(outcome, 0)?.errorType).toBe("otherError");
    expect(outcome.result.success[0]?.campaign).toMatchObject({
      state: "PAUSED",
      budget: { budget: 42 },
      targetingType: "AUTO",
    });
    expect(firstError(outcome, 2)?.errorValue.entityNotFoundError).toMatchObject({
      entityType: "CAMPAIGN",
      entityId: "123456789012345",
    });
  });

  it("never changes the input state: an update, an archive, and an AUTO ad group whose clauses go into another collection", () => {
    const campaign = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "AUTO");
    const keyword = us.ads.keywords.find((k) => k.state === "ENABLED");
    if (!campaign || !keyword) throw new Error("fixture");
    const before = JSON.stringify(world);
    const updated = updateEntities(world, pid, "keywords", [
      { keywordId: keyword.keywordId, bid: 0.42 },
      { keywordId: keyword.keywordId, state: "PAUSED" },
    ]);
    const archived = deleteEntities(updated.state, pid, "keywords", [keyword.keywordId]);
    const group = createEntities(archived.state, pid, "adGroups", [
      { campaignId: campaign.campaignId, name: "Second", state: "ENABLED", defaultBid: 0.7 },
    ]);
    expect(JSON.stringify(world)).toBe(before);
    const keywordIn = (state: typeof world) =>
      profileById(state, pid).ads.keywords.find((k) => k.keywordId === keyword.keywordId);
    expect(keywordIn(updated.state)).toMatchObject({ bid: 0.42, state: "PAUSED" });
    expect(keywordIn(archived.state)?.state).toBe("ARCHIVED");
    expect(keywordIn(updated.state)?.state).toBe("PAUSED");
    const targets = (state: typeof world) => profileById(state, pid).ads.targets.length;
    expect(targets(group.state)).toBe(targets(archived.state) + 4);
  });

  it("archives on delete; archived entities and their children cannot be changed", () => {
    const keyword = us.ads.keywords.find((k) => k.state === "ENABLED");
    const archived = us.ads.campaigns.find((c) => c.state === "ARCHIVED");
    const archivedChild = us.ads.keywords.find((k) => k.campaignId === archived?.campaignId);
    const autoClause = us.ads.targets.find((t) => t.expressionType === "AUTO");
    if (!keyword || !archivedChild || !autoClause) throw new Error("fixture");
    const deleted = deleteEntities(world, pid, "keywords", [keyword.keywordId, "999999999999999"]);
    expect(deleted.result.success[0]?.keyword).toMatchObject({
      keywordId: keyword.keywordId,
      state: "ARCHIVED",
    });
    expect(firstError(deleted, 1)?.errorType).toBe("entityNotFoundError");
    const update = updateEntities(deleted.state, pid, "keywords", [
      { keywordId: keyword.keywordId, bid: 1 },
      { keywordId: archivedChild.keywordId, bid: 1 },
    ]);
    expect(firstError(update, 0)?.errorValue.entityStateError?.reason).toBe(
      "ARCHIVED_ENTITY_CANNOT_BE_MODIFIED",
    );
    expect(firstError(update, 1)?.errorValue.entityStateError?.reason).toBe(
      "PARENT_ARCHIVED_FORBIDS_UPDATES",
    );
    const auto = deleteEntities(world, pid, "targets", [autoClause.targetId]);
    expect(firstError(auto)?.errorValue.entityStateError?.reason).toBe(
      "AUTO_TARGETING_CLAUSE_CANNOT_BE_ARCHIVED_MANUALLY",
    );
  });
});

describe("created entities serve", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  it("a new campaign, ad group, product ad and keyword get impressions, clicks and spend", () => {
    const product = us.catalog.find(
      (p) =>
        p.eligibility.length === 0 &&
        !p.stockSpells.some((s) => s.start <= "2026-11-09" && s.end >= "2026-11-02"),
    );
    if (!product) throw new Error("fixture");
    const campaign = createEntities(withOnlyProfile(world, pid), pid, "campaigns", [
      {
        name: "Launch",
        targetingType: "MANUAL",
        state: "ENABLED",
        budget: { budgetType: "DAILY", budget: 50 },
      },
    ]);
    const campaignId = campaign.result.success[0]?.campaignId as string;
    const group = createEntities(campaign.state, pid, "adGroups", [
      { campaignId, name: "Exact", state: "ENABLED", defaultBid: 2.5 },
    ]);
    const adGroupId = group.result.success[0]?.adGroupId as string;
    const ad = createEntities(group.state, pid, "productAds", [
      { campaignId, adGroupId, sku: product.sku, state: "ENABLED" },
    ]);
    const keyword = createEntities(ad.state, pid, "keywords", [
      { campaignId, adGroupId, keywordText: product.noun, matchType: "PHRASE", state: "ENABLED", bid: 3 },
    ]);
    expect(keyword.result.error).toEqual([]);
    const later = run(keyword.state, 7 * 24);
    const rows = profileById(later, pid).metrics.facts.filter((row) => row.campaignId === campaignId);
    expect(sum(rows, "impressions")).toBeGreaterThan(100);
    expect(sum(rows, "clicks")).toBeGreaterThan(0);
    expect(sum(rows, "cost")).toBeGreaterThan(0);
    expect(
      rows.every((row) => row.searchTerm === "" || row.searchTerm.includes(product.noun.split(" ")[0] ?? "")),
    ).toBe(true);
  });
});
