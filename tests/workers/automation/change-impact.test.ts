import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { seedChange } from "../support/automation-log";
import { call } from "../support/http";
import { itRefusesEach } from "../support/refuses-invalid";
import {
  figures,
  seedAdvertisedSku,
  seedCampaign,
  seedMetrics,
  seedProfile,
  seedSearchTerm,
  seedTargetMetrics,
} from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let bobProfile: number;
let skuId: number;
let bobSkuId: number;

const impact = (query: string, cookie = ann.cookie, profileId = profile) =>
  call(`/api/automation/${profileId}/impact${query}`, { cookie });

// Spend and sales in cents; impressions, clicks and orders do not enter the impact.
const money = (costCents: number, salesCents: number) => figures(100, 10, costCents, 1, salesCents);
// 18:00 UTC is 11:00 in Los Angeles (the seeded profile's zone): the same marketplace day.
const on = (date: string) => new Date(`${date}T18:00:00Z`);

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
  await seedCampaign(profile, { campaignId: "c-kw", name: "Shoes keywords", targetingType: "MANUAL" });
  await seedCampaign(bobProfile, { campaignId: "c-bob", name: "Bob's campaign" });
  skuId = await seedAdvertisedSku(profile, "c-kw", "SHOE-1", "B0SHOE0001");
  bobSkuId = await seedAdvertisedSku(bobProfile, "c-bob", "BOB-1", "B0BOB00001");

  const bid = {
    kind: "SET_BID",
    entityType: "KEYWORD",
    entityId: "kw-1",
    fromCents: 90,
    toCents: 80,
  } as const;
  const first = await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    action: bid,
    plannedAt: on("2026-10-10"),
  });
  await seedChange(profile, { skuId, campaignId: "c-kw", action: bid, plannedAt: on("2026-10-11") });
  // Neither an undo nor a change Amazon refused counts as a change made.
  await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    action: { ...bid, fromCents: 80, toCents: 90 },
    undoesChangeId: first,
    plannedAt: on("2026-10-03"),
  });
  await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    action: bid,
    status: "FAILED",
    plannedAt: on("2026-10-01"),
  });
  await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    rule: "NEGATIVE_OPTIMIZATION",
    action: {
      kind: "ADD_NEGATIVE_KEYWORD",
      entityType: "NEGATIVE_KEYWORD",
      adGroupId: "ag",
      keywordText: "cheap shoes",
    },
    entityId: "nk-1",
    plannedAt: on("2026-10-10"),
  });
  await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    rule: "SEARCH_TERM_EXPANSION",
    action: {
      kind: "ADD_KEYWORD",
      entityType: "KEYWORD",
      adGroupId: "ag",
      keywordText: "trail shoes",
      matchType: "EXACT",
      bidCents: 70,
    },
    entityId: "kw-new",
    plannedAt: on("2026-10-10"),
  });

  // The SKU's campaign: 10-05 and 10-08 in the 7 days before (10-03..10-09), 10-10 and 10-12 after;
  // 10-12 is the last reported day, so the after window holds 10-10..10-12 (3 days).
  await seedMetrics(profile, "c-kw", "2026-10-01", money(99_900, 99_900));
  await seedMetrics(profile, "c-kw", "2026-10-05", money(1_000, 4_000));
  await seedMetrics(profile, "c-kw", "2026-10-08", money(2_000, 2_000));
  await seedMetrics(profile, "c-kw", "2026-10-10", money(500, 2_500));
  await seedMetrics(profile, "c-kw", "2026-10-12", money(700, 3_500));
  // The negated term (written otherwise by the shopper): 7 days before it was negated, 14 days before, after.
  await seedSearchTerm(profile, "c-kw", "kw-1", "Cheap Shoes", "2026-10-08", money(300, 0));
  await seedSearchTerm(profile, "c-kw", "kw-1", "cheap shoes", "2026-10-01", money(999, 0));
  await seedSearchTerm(profile, "c-kw", "kw-1", "cheap shoes", "2026-10-11", money(50, 0));
  // The harvested keyword: the day before it was added does not count, the day after does.
  await seedTargetMetrics(profile, "c-kw", "kw-new", "2026-10-09", money(100, 900));
  await seedTargetMetrics(profile, "c-kw", "kw-new", "2026-10-11", money(200, 1_500));
});

describe("GET /api/automation/{profileId}/impact", () => {
  it("compares each rule's SKU in the 7 days before and after its first change, against hand-computed figures", async () => {
    const { status, json } = await impact("");
    expect(status).toBe(200);
    // Before 10-03..10-09: spend 10 + 20 = $30, sales 40 + 20 = $60, ACOS 50 %.
    const before = {
      startDate: "2026-10-03",
      endDate: "2026-10-09",
      days: 7,
      spend: 30,
      sales: 60,
      acos: 50,
    };
    // After 10-10..10-12: spend 5 + 7 = $12, sales 25 + 35 = $60, ACOS 20 %.
    const after = { startDate: "2026-10-10", endDate: "2026-10-12", days: 3, spend: 12, sales: 60, acos: 20 };
    expect(json.data).toMatchObject({ days: 7, currency: "USD", reportedThrough: "2026-10-12" });
    const group = (rule: string, changes: number) => ({
      ...{ rule, skuId, sku: "SHOE-1", changes, changedOn: "2026-10-10" },
      ...{ before, after },
    });
    expect(json.data.groups).toEqual([
      group("BID_OPTIMIZATION", 2),
      group("NEGATIVE_OPTIMIZATION", 1),
      group("SEARCH_TERM_EXPANSION", 1),
    ]);
    // Harvested since 10-10: $2.00 spent, $15.00 sold. Negated: $3.00 spent 10-03..10-09.
    expect(json.data.harvested).toEqual({ keywords: 1, spend: 2, sales: 15 });
    expect(json.data.negated).toEqual({ terms: 1, spentBefore: 3 });
  });

  it("widens both windows to 14 days on asking", async () => {
    const { json } = await impact("?days=14");
    // Before 09-26..10-09 adds 10-01: spend 999 + 30 = $1,029, sales 999 + 60 = $1,059.
    expect(json.data.groups[0].before).toEqual({
      startDate: "2026-09-26",
      endDate: "2026-10-09",
      days: 14,
      spend: 1029,
      sales: 1059,
      acos: 97.17,
    });
    expect(json.data.negated).toEqual({ terms: 1, spentBefore: 12.99 });
  });

  it("narrows to the filter: one rule, who made it, a date range", async () => {
    const byRule = (await impact("?rule=BID_OPTIMIZATION")).json.data;
    expect(byRule.groups.map((group: { rule: string }) => group.rule)).toEqual(["BID_OPTIMIZATION"]);
    expect(byRule.harvested).toEqual({ keywords: 0, spend: 0, sales: 0 });
    expect(byRule.negated).toEqual({ terms: 0, spentBefore: 0 });
    // From 10-11 the bid rule's first change is its second one.
    const later = (await impact("?rule=BID_OPTIMIZATION&from=2026-10-11")).json.data.groups;
    expect(later).toMatchObject([{ changes: 1, changedOn: "2026-10-11" }]);
    expect((await impact("?who=SELLER")).json.data.groups).toEqual([]);
  });

  const invalid: [string, string, string][] = [
    ["days other than 7 or 14", "?days=30", "days"],
    ["an unknown rule", "?rule=MAGIC", "rule"],
    ["an unknown author", "?who=ROBOT", "who"],
    ["from after to", "?from=2026-10-12&to=2026-10-11", "to"],
  ];
  itRefusesEach((query) => impact(query), invalid);

  it("says which windows it takes", async () => {
    expect((await impact("?days=30")).json.data.message).toBe("days: Must be one of 7, 14");
  });

  it("keeps sellers apart: another's profile is 1003, another's SKU 1006", async () => {
    const foreignProfile = await impact("", ann.cookie, bobProfile);
    expect(foreignProfile.status).toBe(404);
    expect(foreignProfile.json.data.code).toBe(1003);
    const foreignSku = await impact(`?skuId=${bobSkuId}`);
    expect(foreignSku.status).toBe(404);
    expect(foreignSku.json.data.code).toBe(1006);
  });
});
