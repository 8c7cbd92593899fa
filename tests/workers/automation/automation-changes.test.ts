import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { seedChange } from "../support/automation-log";
import { call } from "../support/http";
import { itRefusesEach } from "../support/refuses-invalid";
import { seedAdvertisedSku, seedCampaign, seedKeyword, seedProfile, seedTarget } from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let bobProfile: number;
let skuId: number;
let otherSkuId: number;
let bobSkuId: number;
const ids = {} as Record<"oldest" | "lateEvening" | "movedOn" | "holds" | "failed" | "socks" | "bob", number>;

const changes = (query: string, cookie = ann.cookie, profileId = profile) =>
  call(`/api/automation/${profileId}/changes${query}`, { cookie });

// 2026-10-10T06:30Z is still October 9 in Los Angeles (the seeded profile's zone).
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
  await seedCampaign(profile, { campaignId: "c-kw", name: "Shoes keywords", targetingType: "MANUAL" });
  await seedCampaign(profile, { campaignId: "c-auto", name: "Shoes auto", budgetCents: 1500 });
  await seedCampaign(profile, { campaignId: "c-other", name: "Socks auto" });
  await seedCampaign(bobProfile, { campaignId: "c-bob", name: "Bob's secret campaign" });
  skuId = await seedAdvertisedSku(profile, "c-kw", "SHOE-1", "B0SHOE0001");
  otherSkuId = await seedAdvertisedSku(profile, "c-other", "SOCK-1", "B0SOCK0001");
  bobSkuId = await seedAdvertisedSku(bobProfile, "c-bob", "BOB-1", "B0BOB00001");
  await seedKeyword(profile, "c-kw", {
    keywordId: "kw-1",
    keywordText: "running shoes",
    matchType: "EXACT",
    bidCents: 78,
  });
  await seedKeyword(profile, "c-kw", {
    keywordId: "kw-2",
    keywordText: "trail shoes",
    matchType: "PHRASE",
    bidCents: 85,
  });
  await seedTarget(profile, "c-kw", {
    targetId: "t-1",
    expression: [{ type: "ASIN_SAME_AS", value: "B0COMPET01" }],
    bidCents: 120,
  });

  const bid = (entityId: string, fromCents: number, toCents: number) =>
    ({ kind: "SET_BID", entityType: "KEYWORD", entityId, fromCents, toCents }) as const;
  ids.oldest = await seedChange(profile, {
    skuId,
    campaignId: "c-auto",
    action: {
      kind: "SET_BUDGET",
      entityType: "CAMPAIGN",
      entityId: "c-auto",
      fromCents: 1000,
      toCents: 1500,
    },
    rule: "SEASONAL_BUDGET",
    reason: "Seasonal budget from 2026-10-01: $10.00 + 50 % = $15.00",
    plannedAt: at("2026-10-08T18:00:00Z"),
  });
  ids.lateEvening = await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    action: {
      kind: "ADD_NEGATIVE_KEYWORD",
      entityType: "NEGATIVE_KEYWORD",
      adGroupId: "ag-1",
      keywordText: "cheap shoes",
    },
    rule: "NEGATIVE_OPTIMIZATION",
    reason: "12 clicks without a sale over 14 days (threshold 10)",
    entityId: "nk-9",
    plannedAt: at("2026-10-10T06:30:00Z"),
  });
  ids.movedOn = await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    action: bid("kw-2", 92, 80),
    reason: "ACOS 41 % over 14 days against a 25 % target; bid $0.92 → $0.80",
    plannedAt: at("2026-10-11T10:00:00Z"),
  });
  ids.holds = await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    action: bid("kw-1", 92, 78),
    reason: "ACOS 41 % over 14 days against a 25 % target; bid $0.92 → $0.78",
    plannedAt: at("2026-10-12T10:00:00Z"),
  });
  ids.failed = await seedChange(profile, {
    skuId,
    campaignId: "c-kw",
    action: { kind: "SET_BID", entityType: "TARGET", entityId: "t-1", fromCents: 100, toCents: 120 },
    rule: "TARGET_BID_EXPANSION",
    status: "FAILED",
    error: "Amazon: the bid is above the ad group's limit",
    plannedAt: at("2026-10-12T10:00:00Z"),
  });
  ids.socks = await seedChange(profile, {
    skuId: otherSkuId,
    campaignId: "c-other",
    action: { kind: "SET_STATE", entityType: "CAMPAIGN", entityId: "c-other", from: "ENABLED", to: "PAUSED" },
    rule: "INVENTORY",
    reason: "Out of stock: ads paused",
    plannedAt: at("2026-10-13T10:00:00Z"),
  });
  ids.bob = await seedChange(bobProfile, {
    skuId: bobSkuId,
    campaignId: "c-bob",
    action: { kind: "SET_STATE", entityType: "CAMPAIGN", entityId: "c-bob", from: "ENABLED", to: "PAUSED" },
    plannedAt: at("2026-10-13T11:00:00Z"),
  });
});

describe("GET /api/automation/{profileId}/changes", () => {
  it("answers the profile's changes newest first, named as the seller knows them, money in dollars", async () => {
    const { status, json } = await changes("");
    expect(status).toBe(200);
    expect(json.data.nextCursor).toBeNull();
    const rows = json.data.changes;
    expect(rows.map((row: { id: number }) => row.id)).toEqual([
      ids.socks,
      ids.failed,
      ids.holds,
      ids.movedOn,
      ids.lateEvening,
      ids.oldest,
    ]);
    expect(rows[2]).toEqual({
      id: ids.holds,
      time: "2026-10-12T10:00:00.000Z",
      skuId,
      sku: "SHOE-1",
      campaignId: "c-kw",
      campaignName: "Shoes keywords",
      entityType: "KEYWORD",
      entityId: "kw-1",
      entityLabel: "running shoes (exact)",
      field: "bid",
      from: 0.92,
      to: 0.78,
      rule: "BID_OPTIMIZATION",
      reason: "ACOS 41 % over 14 days against a 25 % target; bid $0.92 → $0.78",
      who: "AUTOMATION",
      actorUserId: null,
      actorName: "Automation",
      batchId: null,
      status: "APPLIED",
      error: null,
      undoable: true,
    });
    expect(rows[5]).toMatchObject({
      entityLabel: "Shoes auto",
      field: "budget",
      from: 10,
      to: 15,
      undoable: true,
    });
    expect(rows[4]).toMatchObject({
      entityLabel: "cheap shoes (negative exact)",
      field: "negativeKeyword",
      from: null,
      to: "cheap shoes",
      undoable: false,
      error: null,
    });
    expect(rows[0]).toMatchObject({
      entityLabel: "Socks auto",
      field: "state",
      from: "ENABLED",
      to: "PAUSED",
    });
  });

  it("offers Undo only while the entity still holds the value the change set, and says why not otherwise", async () => {
    const rows = (await changes("")).json.data.changes;
    const row = (id: number) => rows.find((change: { id: number }) => change.id === id);
    expect(row(ids.movedOn)).toMatchObject({
      entityLabel: "trail shoes (phrase)",
      undoable: false,
      error: "The bid is now $0.85, not the $0.80 this change set: a later change or an edit replaced it.",
    });
    expect(row(ids.failed)).toMatchObject({
      entityLabel: "ASIN B0COMPET01",
      status: "FAILED",
      undoable: false,
      error: "Amazon: the bid is above the ad group's limit",
    });
    // Socks auto is still ENABLED in the mirror: the pause this change logged no longer holds.
    expect(row(ids.socks)).toMatchObject({ undoable: false });
  });

  it("marks a change already undone as not undoable", async () => {
    const undone = await seedChange(profile, {
      skuId,
      campaignId: "c-kw",
      action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "kw-1", fromCents: 70, toCents: 78 },
      plannedAt: at("2026-10-01T10:00:00Z"),
    });
    await seedChange(profile, {
      skuId,
      campaignId: "c-kw",
      action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "kw-1", fromCents: 78, toCents: 70 },
      runKey: `undo:${undone}`,
      undoesChangeId: undone,
      plannedAt: at("2026-10-01T11:00:00Z"),
    });
    const rows = (await changes("?to=2026-10-01")).json.data.changes;
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ id: undone, undoable: false, error: "Already undone." });
    expect(rows[0]).toMatchObject({ undoable: false });
  });

  it("pages with an opaque cursor: no change twice, none left out, ties on time broken by id", async () => {
    const all = (await changes("?to=2026-10-31")).json.data.changes.map((row: { id: number }) => row.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?to=2026-10-31&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const { status, json } = await changes(query);
      expect(status).toBe(200);
      expect(json.data.changes.length).toBeLessThanOrEqual(2);
      seen.push(...json.data.changes.map((row: { id: number }) => row.id));
      cursor = json.data.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 2));
  });

  it("filters by SKU, campaign, rule and dates in the marketplace's zone", async () => {
    const idsOf = async (query: string) =>
      (await changes(query)).json.data.changes.map((row: { id: number }) => row.id);
    expect(await idsOf(`?skuId=${otherSkuId}`)).toEqual([ids.socks]);
    expect(await idsOf("?campaignId=c-auto")).toEqual([ids.oldest]);
    expect(await idsOf("?rule=NEGATIVE_OPTIMIZATION")).toEqual([ids.lateEvening]);
    expect(await idsOf("?from=2026-10-09&to=2026-10-09")).toEqual([ids.lateEvening]);
    expect(await idsOf("?from=2026-10-10&to=2026-10-11")).toEqual([ids.movedOn]);
    expect(await idsOf(`?skuId=${skuId}&rule=BID_OPTIMIZATION&from=2026-10-11`)).toEqual([
      ids.holds,
      ids.movedOn,
    ]);
  });

  const invalid: [string, string, string][] = [
    ["an unknown rule", "?rule=MAGIC", "rule"],
    ["a date that is not one", "?from=2026-02-30", "from"],
    ["from after to", "?from=2026-10-12&to=2026-10-11", "to"],
    ["a cursor not from a page", "?cursor=bm90LWEtY3Vyc29y", "cursor"],
    ["a cursor with odd characters", "?cursor=a%2Bb", "cursor"],
    ["limit 0", "?limit=0", "limit"],
    ["limit 201", "?limit=201", "limit"],
    ["a skuId that is not a number", "?skuId=abc", "skuId"],
    ["an unknown author", "?who=ROBOT", "who"],
  ];
  itRefusesEach((query) => changes(query), invalid);

  it("names the rules and the limit's range in its messages", async () => {
    expect((await changes("?rule=MAGIC")).json.data.message).toContain(
      "BID_OPTIMIZATION, NEGATIVE_OPTIMIZATION",
    );
    expect((await changes("?limit=201")).json.data.message).toBe("limit: Max value - 200");
    expect((await changes("?from=2026-10-12&to=2026-10-11")).json.data.message).toBe(
      "to: Must not be before from",
    );
  });

  it("keeps sellers apart: another's profile is 1003, another's SKU 1006, and their changes never show", async () => {
    const foreignProfile = await changes("", ann.cookie, bobProfile);
    expect(foreignProfile.status).toBe(404);
    expect(foreignProfile.json.data.code).toBe(1003);
    const foreignSku = await changes(`?skuId=${bobSkuId}`);
    expect(foreignSku.status).toBe(404);
    expect(foreignSku.json.data.code).toBe(1006);
    const foreignCampaign = await changes("?campaignId=c-bob");
    expect(foreignCampaign.json.data.changes).toEqual([]);
    const own = (await changes("", bob.cookie, bobProfile)).json.data.changes;
    expect(own.map((row: { id: number }) => row.id)).toEqual([ids.bob]);
  });

  it("filters by who made the change, and names a seller's own edit by no rule", async () => {
    const edit = await seedChange(profile, {
      skuId,
      campaignId: "c-kw",
      action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "kw-2", fromCents: 90, toCents: 85 },
      rule: "MANUAL",
      actor: "SELLER",
      batchId: "batch-1",
      reason: "Your edit in Skupilot.",
      plannedAt: at("2026-10-12T09:00:00Z"),
    });
    const seller = (await changes("?who=SELLER")).json.data.changes;
    expect(seller.map((row: { id: number }) => row.id)).toEqual([edit]);
    expect(seller[0]).toMatchObject({ rule: null, who: "SELLER", batchId: "batch-1", from: 0.9, to: 0.85 });
    const automation = (await changes("?who=AUTOMATION")).json.data.changes;
    expect(automation.map((row: { id: number }) => row.id)).not.toContain(edit);
    expect(automation.every((row: { who: string }) => row.who === "AUTOMATION")).toBe(true);
    expect((await changes("?who=ASSISTANT")).json.data.changes).toEqual([]);
    expect((await changes("?who=ROBOT")).json.data.message).toBe(
      "who: Must be one of AUTOMATION, SELLER, ASSISTANT",
    );
  });

  it("is for signed-in sellers only", async () => {
    const { status, json } = await changes("", "");
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
