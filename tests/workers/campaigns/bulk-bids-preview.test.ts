import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSku, sellerWithProfile } from "../support/advertised-skus";
import { call } from "../support/http";
import { seedAdGroup, seedCampaign, seedKeyword, seedTarget } from "../support/seed-ads";

/** Issue 33 item 1: the bulk bid edit's preview and its refusals, on seeded keywords (nothing asks Amazon). */
let ann: Awaited<ReturnType<typeof sellerWithProfile>>;
let bob: Awaited<ReturnType<typeof sellerWithProfile>>;

const post = (path: string, body: unknown, cookie = ann.cookie) =>
  call(`/api/campaigns/${path}`, { method: "POST", body, cookie });
const preview = (body: unknown) => post(`${ann.profileId}/bulk-bids/preview`, body);
const lower = (percent: number, keywordIds: string[], targetIds: string[] = []) => ({
  keywordIds,
  targetIds,
  change: { kind: "PERCENT_BID", percent: -percent },
});
const rowsById = (rows: { id: string; status: string }[]): Record<string, { status: string }> =>
  Object.fromEntries(rows.map((row) => [row.id, row]));

const storedBids = () =>
  env.DB.prepare(
    "select keyword_id as id, bid_cents as bid, state from sp_keywords union all select target_id, bid_cents, state from sp_targets order by 1",
  )
    .all()
    .then((result) => result.results);
const changeLog = () => env.DB.prepare("select count(*) as n from automation_changes").first<{ n: number }>();

beforeAll(async () => {
  ann = await sellerWithProfile("ann");
  bob = await sellerWithProfile("bob");
  // A SKU whose bids must stay in $0.20–$3.00, with its keyword campaign.
  const skuId = await seedSku(ann.profileId, { sku: "MAT-1", isAdvertised: true, bidMin: 20, bidMax: 300 });
  await seedCampaign(ann.profileId, { campaignId: "c1", name: "Mat keywords" });
  await env.DB.prepare(
    "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, ad_group_id, is_complete, created_at) values (?, ?, 'KEYWORD', 'c1', 'c1-ag', 1, 0)",
  )
    .bind(ann.profileId, skuId)
    .run();
  await seedAdGroup(ann.profileId, "c1", 75);
  const keyword = (keywordId: string, bidCents: number | null, state = "ENABLED") =>
    seedKeyword(ann.profileId, "c1", {
      keywordId,
      keywordText: keywordId,
      matchType: "EXACT",
      bidCents,
      state,
    });
  await keyword("k100", 100);
  await keyword("k125", 125);
  await keyword("k21", 21);
  await keyword("k290", 290);
  await keyword("kDefault", null);
  await keyword("kPaused", 100, "PAUSED");
  await keyword("kBoosted", 100);
  await env.DB.prepare(
    "insert into keyword_boosts (profile_id, advertised_sku_id, keyword_id, boost_max_bid_cents, base_bid_cents, started_at) values (?, ?, 'kBoosted', 200, 100, 0)",
  )
    .bind(ann.profileId, skuId)
    .run();
  await seedTarget(ann.profileId, "c1", {
    targetId: "t1",
    expression: [{ type: "ASIN_SAME_AS", value: "B0TARGET01" }],
    bidCents: 200,
  });
  // A campaign Skupilot does not run, and Bob's keyword.
  await seedCampaign(ann.profileId, { campaignId: "n1", name: "Not managed", source: null });
  await seedKeyword(ann.profileId, "n1", {
    keywordId: "kOutside",
    keywordText: "outside",
    matchType: "EXACT",
    bidCents: 100,
  });
  await seedCampaign(bob.profileId, { campaignId: "b1", name: "Bob's" });
  await seedKeyword(bob.profileId, "b1", {
    keywordId: "kBob",
    keywordText: "secret",
    matchType: "BROAD",
    bidCents: 100,
  });
});

describe("POST /api/campaigns/{profileId}/bulk-bids/preview", () => {
  it("answers each keyword's and target's bid before → after for −10 %, rounded to the cent, and changes nothing", async () => {
    const before = await storedBids();
    const { status, json } = await preview(lower(10, ["k100", "k125"], ["t1"]));
    expect(status).toBe(200);
    expect(json.data.rows).toEqual([
      {
        kind: "KEYWORD",
        id: "k100",
        name: "k100 (Exact)",
        campaignId: "c1",
        before: 1,
        after: 0.9,
        status: "READY",
        reason: null,
      },
      {
        kind: "KEYWORD",
        id: "k125",
        name: "k125 (Exact)",
        campaignId: "c1",
        before: 1.25,
        after: 1.13,
        status: "READY",
        reason: null,
      },
      {
        kind: "TARGET",
        id: "t1",
        name: "B0TARGET01",
        campaignId: "c1",
        before: 2,
        after: 1.8,
        status: "READY",
        reason: null,
      },
    ]);
    expect(await storedBids()).toEqual(before);
    expect((await changeLog())?.n).toBe(0);
  });

  it("sets and adds amounts, and starts from the ad group's default bid where a keyword has none", async () => {
    const afterOf = async (change: unknown, id = "k100") =>
      (await preview({ keywordIds: [id], targetIds: [], change })).json.data.rows[0];
    expect((await afterOf({ kind: "SET_BID", amount: 1.5 })).after).toBe(1.5);
    expect((await afterOf({ kind: "ADD_BID", amount: 0.25 })).after).toBe(1.25);
    expect((await afterOf({ kind: "ADD_BID", amount: -0.3 })).after).toBe(0.7);
    expect(await afterOf({ kind: "PERCENT_BID", percent: 20 }, "kDefault")).toMatchObject({
      before: 0.75,
      after: 0.9,
      status: "READY",
    });
    expect((await afterOf({ kind: "SET_BID", amount: 1 })).status).toBe("UNCHANGED");
  });

  it("refuses per row a bid outside the SKU's Min and Max Bid or Amazon's, a paused or boosted keyword", async () => {
    const { json } = await preview(lower(10, ["k21", "kPaused", "kBoosted", "k100"]));
    const rows = rowsById(json.data.rows);
    expect(rows.k21).toMatchObject({
      after: 0.19,
      status: "REFUSED",
      reason: "Under MAT-1's Min Bid of $0.20",
    });
    expect(rows.kPaused).toMatchObject({
      status: "REFUSED",
      reason: "Only an enabled keyword or target can be re-bid",
    });
    expect(rows.kBoosted).toMatchObject({ status: "REFUSED", reason: "A boosted keyword can't be changed" });
    expect(rows.k100).toMatchObject({ status: "READY" });
    const raised = await preview({
      keywordIds: ["k290"],
      targetIds: [],
      change: { kind: "PERCENT_BID", percent: 10 },
    });
    expect(raised.json.data.rows[0]).toMatchObject({
      after: 3.19,
      status: "REFUSED",
      reason: "Over MAT-1's Max Bid of $3.00",
    });
  });

  it.each([
    [
      { keywordIds: [], targetIds: [], change: { kind: "SET_BID", amount: 1 } },
      "keywordIds",
      "Select at least one keyword or target",
    ],
    [{ targetIds: [], change: { kind: "SET_BID", amount: 1 } }, "keywordIds", "Required"],
    [
      { keywordIds: ["k100", "k100"], targetIds: [], change: { kind: "SET_BID", amount: 1 } },
      "keywordIds",
      "Each keyword at most once",
    ],
    [
      {
        keywordIds: Array.from({ length: 60 }, (_, i) => `k${i}`),
        targetIds: Array.from({ length: 41 }, (_, i) => `t${i}`),
        change: { kind: "SET_BID", amount: 1 },
      },
      "keywordIds",
      "At most 100 keywords and targets at once",
    ],
    [
      { keywordIds: [], targetIds: ["bad id!"], change: { kind: "SET_BID", amount: 1 } },
      "targetIds.0",
      "Must be a target id",
    ],
    [
      { keywordIds: ["k100"], targetIds: [], change: { kind: "SET_BID", amount: 0.01 } },
      "change.amount",
      "Min value - $0.02",
    ],
    [
      { keywordIds: ["k100"], targetIds: [], change: { kind: "SET_BID", amount: 1001 } },
      "change.amount",
      "Max value - $1,000",
    ],
    [
      { keywordIds: ["k100"], targetIds: [], change: { kind: "ADD_BID", amount: 0 } },
      "change.amount",
      "Must not be 0",
    ],
    [
      { keywordIds: ["k100"], targetIds: [], change: { kind: "ADD_BID", amount: 0.001 } },
      "change.amount",
      "Must not be 0",
    ],
    [
      { keywordIds: ["k100"], targetIds: [], change: { kind: "PERCENT_BID", percent: -91 } },
      "change.percent",
      "Min value - -90%",
    ],
    [
      { keywordIds: ["k100"], targetIds: [], change: { kind: "PERCENT_BID", percent: 501 } },
      "change.percent",
      "Max value - +500%",
    ],
    [
      { keywordIds: ["k100"], targetIds: [], change: { kind: "RAISE", percent: 5 } },
      "change.kind",
      "Must be one of SET_BID, ADD_BID, PERCENT_BID",
    ],
  ])("answers %j with 400/1005 naming %s, changing nothing", async (body, field, message) => {
    const before = await storedBids();
    for (const path of ["bulk-bids/preview", "bulk-bids"]) {
      const { status, json } = await post(`${ann.profileId}/${path}`, body);
      expect(status).toBe(400);
      expect(json.data).toEqual({ code: 1005, field, message: `${field}: ${message}` });
    }
    expect(await storedBids()).toEqual(before);
    expect((await changeLog())?.n).toBe(0);
  });

  it("answers another seller's keyword 1006, their profile 1003, and a keyword of a campaign Skupilot does not run 1006; nothing changes", async () => {
    const before = await storedBids();
    for (const path of ["bulk-bids/preview", "bulk-bids"]) {
      const theirs = await post(`${ann.profileId}/${path}`, lower(10, ["k100", "kBob"]));
      expect(theirs.status).toBe(404);
      expect(theirs.json.data.code).toBe(1006);
      expect(JSON.stringify(theirs.json)).not.toContain("secret");
      const outside = await post(`${ann.profileId}/${path}`, lower(10, ["kOutside"]));
      expect(outside.json.data.code).toBe(1006);
      const profile = await post(`${bob.profileId}/${path}`, lower(10, ["kBob"]));
      expect(profile.status).toBe(404);
      expect(profile.json.data.code).toBe(1003);
    }
    expect(await storedBids()).toEqual(before);
    expect((await changeLog())?.n).toBe(0);
  });
});
