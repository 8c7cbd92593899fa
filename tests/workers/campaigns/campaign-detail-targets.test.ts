import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import {
  figures,
  marketplaceDay,
  seedAdGroup,
  seedAdvertisedSku,
  seedCampaign,
  seedKeyword,
  seedProfile,
  seedSearchTerm,
  seedTarget,
  seedTargetMetrics,
} from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let bobProfile: number;

const UNMARKED = { negatedHere: null, negatedElsewhere: null, harvested: null };

const get = (path: string, cookie = ann.cookie) => call(`/api/campaigns/${path}`, { cookie });

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
  await seedCampaign(profile, { campaignId: "t1", name: "Manual Shoes", targetingType: "MANUAL" });
  await seedCampaign(profile, { campaignId: "t2", name: "Unmanaged", source: null });
  await seedCampaign(bobProfile, { campaignId: "b1", name: "Bob's" });
  await seedAdGroup(profile, "t1", 60);

  await seedKeyword(profile, "t1", {
    keywordId: "k1",
    keywordText: "running shoes",
    matchType: "EXACT",
    bidCents: 125,
  });
  await seedKeyword(profile, "t1", {
    keywordId: "k2",
    keywordText: "trail shoes",
    matchType: "BROAD",
    state: "PAUSED",
    bidCents: 80,
  });
  await seedKeyword(profile, "t1", { keywordId: "k3", keywordText: "walking shoes", matchType: "PHRASE" });
  await seedTarget(profile, "t1", {
    targetId: "a1",
    expression: [{ type: "ASIN_SAME_AS", value: "B0TARGET01" }],
    bidCents: 99,
  });
  // A category target is not an ASIN target.
  await seedTarget(profile, "t1", {
    targetId: "cat1",
    expression: [{ type: "ASIN_CATEGORY_SAME_AS", value: "123" }],
  });
  await seedKeyword(profile, "t1", {
    keywordId: "n1",
    kind: "NEGATIVE",
    keywordText: "cheap",
    matchType: "NEGATIVE_EXACT",
  });
  await seedKeyword(profile, "t1", {
    keywordId: "n2",
    kind: "CAMPAIGN_NEGATIVE",
    keywordText: "used",
    matchType: "NEGATIVE_PHRASE",
  });
  await seedKeyword(profile, "t1", {
    keywordId: "n3",
    kind: "NEGATIVE",
    keywordText: "deleted",
    matchType: "NEGATIVE_EXACT",
    state: "ARCHIVED",
  });
  await seedTarget(profile, "t1", {
    targetId: "na1",
    kind: "NEGATIVE",
    expression: [{ type: "ASIN_SAME_AS", value: "B0NEGATIVE" }],
  });
  await seedTarget(profile, "t1", {
    targetId: "na2",
    kind: "CAMPAIGN_NEGATIVE",
    expression: [{ type: "asinSameAs", value: "b0campneg1" }],
  });
  await seedTarget(profile, "t1", {
    targetId: "nb1",
    kind: "NEGATIVE",
    expression: [{ type: "ASIN_BRAND_SAME_AS", value: "999" }],
  });

  const today = await marketplaceDay(0);
  const yesterday = await marketplaceDay(-1);
  await seedTargetMetrics(profile, "t1", "k1", today, figures(400, 8, 400, 2, 3000));
  await seedTargetMetrics(profile, "t1", "k1", yesterday, figures(100, 2, 100, 0, 0));
  await seedTargetMetrics(profile, "t1", "a1", today, figures(50, 0, 0, 0, 0));
  await seedTargetMetrics(profile, "t1", "k1", await marketplaceDay(-20), figures(9999, 99, 9999, 9, 99999));

  await seedSearchTerm(profile, "t1", "k1", "running shoes men", today, figures(200, 5, 250, 1, 1500));
  await seedSearchTerm(profile, "t1", "k1", "running shoes men", yesterday, figures(100, 1, 50, 1, 1500));
  await seedSearchTerm(profile, "t1", "a1", "b0asinterm", today, figures(80, 4, 200, 1, 1500));
  await seedSearchTerm(profile, "t1", "k1", "no sale", today, figures(60, 0, 0, 0, 0));
  await seedSearchTerm(profile, "t1", "k1", "old term", await marketplaceDay(-20), figures(1, 1, 1, 1, 1));
});

describe("GET /api/campaigns/{profileId}/{campaignId}/targets", () => {
  it("answers keyword and ASIN targets with bids in dollars and figures summed over the range", async () => {
    const { status, json } = await get(`${profile}/t1/targets`);
    expect(status).toBe(200);
    expect(json.data.keywordTargets).toEqual([
      {
        id: "k1",
        keywordText: "running shoes",
        matchType: "EXACT",
        state: "ENABLED",
        bid: 1.25,
        defaultBid: 0.6,
        organicSearchOptimization: false,
        isBoosted: false,
        boostMaxBid: null,
        campaignId: "t1",
        // 500 impressions, 10 clicks, $5 cost, 2 orders, $30 sales
        report: {
          impressions: 500,
          clicks: 10,
          cost: 5,
          sales: 30,
          unitsSoldClicks: 2,
          roas: 6,
          acos: 16.67,
          ctr: 2,
          cvr: 20,
        },
      },
      {
        id: "k2",
        keywordText: "trail shoes",
        matchType: "BROAD",
        state: "PAUSED",
        bid: 0.8,
        defaultBid: 0.6,
        organicSearchOptimization: false,
        isBoosted: false,
        boostMaxBid: null,
        campaignId: "t1",
      },
      // No bid of its own: Amazon runs it at the ad group's default, which the answer carries.
      {
        id: "k3",
        keywordText: "walking shoes",
        matchType: "PHRASE",
        state: "ENABLED",
        bid: null,
        defaultBid: 0.6,
        organicSearchOptimization: false,
        isBoosted: false,
        boostMaxBid: null,
        campaignId: "t1",
      },
    ]);
    expect(json.data.asinTargets).toEqual([
      {
        id: "a1",
        productAsin: "B0TARGET01",
        url: "https://www.amazon.com/dp/B0TARGET01",
        thumbnail: null,
        state: "ENABLED",
        bid: 0.99,
        defaultBid: 0.6,
        increaseProductPagesPlacement: false,
        increaseTopOfSearchPlacement: false,
        campaignId: "t1",
        report: {
          impressions: 50,
          clicks: 0,
          cost: 0,
          sales: 0,
          unitsSoldClicks: 0,
          roas: null,
          acos: null,
          ctr: 0,
          cvr: null,
        },
      },
    ]);
  });
});

describe("the campaign page's targets carry what Skupilot keeps beside them", () => {
  it("shows a running boost, organic search optimisation and the placement flags; a stopped boost is gone", async () => {
    const skuId = await seedAdvertisedSku(profile, "t1", "FLAGS-1", "B0FLAGS001");
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "insert into keyword_boosts (profile_id, advertised_sku_id, keyword_id, boost_max_bid_cents, base_bid_cents, started_at) values (?, ?, 'k1', 240, 125, ?)",
      ).bind(profile, skuId, now),
      env.DB.prepare(
        "insert into keyword_boosts (profile_id, advertised_sku_id, keyword_id, boost_max_bid_cents, base_bid_cents, started_at, stopped_at) values (?, ?, 'k2', 300, 80, ?, ?)",
      ).bind(profile, skuId, now - 1000, now),
      env.DB.prepare(
        "insert into keyword_options (profile_id, keyword_id, organic_search_optimization) values (?, 'k2', 1)",
      ).bind(profile),
      env.DB.prepare(
        "insert into target_options (profile_id, target_id, campaign_id, increase_top_of_search_placement) values (?, 'a1', 't1', 1)",
      ).bind(profile),
    ]);

    const { json } = await get(`${profile}/t1/targets`);

    const keyword = (id: string) => json.data.keywordTargets.find((row: { id: string }) => row.id === id);
    expect(keyword("k1")).toMatchObject({
      isBoosted: true,
      boostMaxBid: 2.4,
      organicSearchOptimization: false,
    });
    expect(keyword("k2")).toMatchObject({
      isBoosted: false,
      boostMaxBid: null,
      organicSearchOptimization: true,
    });
    expect(json.data.asinTargets[0]).toMatchObject({
      id: "a1",
      increaseTopOfSearchPlacement: true,
      increaseProductPagesPlacement: false,
    });
    await env.DB.batch([
      env.DB.prepare("delete from keyword_boosts where profile_id = ?").bind(profile),
      env.DB.prepare("delete from keyword_options where profile_id = ?").bind(profile),
      env.DB.prepare("delete from target_options where profile_id = ?").bind(profile),
    ]);
  });
});

describe("GET /api/campaigns/{profileId}/{campaignId}/targets/negative", () => {
  it("answers ad-group and campaign negatives, ASINs only for negative ASIN targets, archived ones left out", async () => {
    const { status, json } = await get(`${profile}/t1/targets/negative`);
    expect(status).toBe(200);
    expect(json.data).toEqual({
      negativeKeywordTargets: [
        { id: "n1", keywordText: "cheap", matchType: "NEGATIVE_EXACT", state: "ENABLED", createdAt: null },
        { id: "n2", keywordText: "used", matchType: "NEGATIVE_PHRASE", state: "ENABLED", createdAt: null },
      ],
      negativeAsinTargets: [
        {
          id: "na1",
          productAsin: "B0NEGATIVE",
          url: "https://www.amazon.com/dp/B0NEGATIVE",
          thumbnail: null,
          state: "ENABLED",
          createdAt: null,
        },
        {
          id: "na2",
          productAsin: "B0CAMPNEG1",
          url: "https://www.amazon.com/dp/B0CAMPNEG1",
          thumbnail: null,
          state: "ENABLED",
          createdAt: null,
        },
      ],
    });
  });
});

describe("GET /api/campaigns/{profileId}/{campaignId}/search-terms", () => {
  it("sums each search term over the range, by sales then clicks; ASIN terms link to their product", async () => {
    const { status, json } = await get(`${profile}/t1/search-terms`);
    expect(status).toBe(200);
    expect(json.data).toEqual([
      {
        searchTerm: "running shoes men",
        type: "text",
        thumbnail: null,
        url: null,
        // 300 impressions, 6 clicks, $3 cost, 2 orders, $30 sales
        impressions: 300,
        clicks: 6,
        cost: 3,
        sales: 30,
        unitsSoldClicks: 2,
        roas: 10,
        acos: 10,
        ctr: 2,
        cvr: 33.33,
        marks: UNMARKED,
      },
      {
        searchTerm: "b0asinterm",
        type: "ASIN",
        thumbnail: null,
        url: "https://www.amazon.com/dp/B0ASINTERM",
        impressions: 80,
        clicks: 4,
        cost: 2,
        sales: 15,
        unitsSoldClicks: 1,
        roas: 7.5,
        acos: 13.33,
        ctr: 5,
        cvr: 25,
        marks: UNMARKED,
      },
      {
        searchTerm: "no sale",
        type: "text",
        thumbnail: null,
        url: null,
        impressions: 60,
        clicks: 0,
        cost: 0,
        sales: 0,
        unitsSoldClicks: 0,
        roas: null,
        acos: null,
        ctr: 0,
        cvr: null,
        marks: UNMARKED,
      },
    ]);
  });

  it("takes the range from the query", async () => {
    const start = await marketplaceDay(-20);
    const { json } = await get(`${profile}/t1/search-terms?startDate=${start}&endDate=${start}`);
    expect(json.data.map((row: { searchTerm: string }) => row.searchTerm)).toEqual(["old term"]);
  });
});

describe("the campaign page's lists refuse others' ids", () => {
  for (const path of ["targets", "targets/negative", "search-terms"]) {
    it(`${path}: 1003 for another seller's profile, 1006 for an unmanaged or foreign campaign`, async () => {
      const theirs = await get(`${bobProfile}/b1/${path}`);
      expect(theirs.status).toBe(404);
      expect(theirs.json.data.code).toBe(1003);
      const foreign = await get(`${profile}/b1/${path}`);
      expect(foreign.json.data.code).toBe(1006);
      const unmanaged = await get(`${profile}/t2/${path}`);
      expect(unmanaged.json.data.code).toBe(1006);
    });
  }

  it("validates the range of targets and search terms", async () => {
    const { status, json } = await get(`${profile}/t1/targets?endDate=nope`);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field: "endDate" });
  });
});
