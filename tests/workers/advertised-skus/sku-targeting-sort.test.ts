import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { otherSellerWithSku, seedSku, sellerWithProfile } from "../support/advertised-skus";
import { call } from "../support/http";
import {
  figures,
  marketplaceDay,
  seedAdGroup,
  seedCampaign,
  seedKeyword,
  seedTarget,
  seedTargetMetrics,
} from "../support/seed-ads";

/** Issue 33 item 1: an advertised SKU's keyword and ASIN target lists sort by any column, server-side. */
let ann: Awaited<ReturnType<typeof sellerWithProfile>>;
let stranger: Awaited<ReturnType<typeof otherSellerWithSku>>;
let skuId = 0;

const keywordIds = async (query: string, cookie = ann.cookie) => {
  const { status, json } = await call(`/api/keywords/${ann.profileId}/${skuId}${query}`, { cookie });
  return { status, json, ids: (json.data?.keywords ?? []).map((row: { id: string }) => row.id) };
};

beforeAll(async () => {
  ann = await sellerWithProfile("ann");
  stranger = await otherSellerWithSku();
  skuId = await seedSku(ann.profileId, { sku: "KIT-SORT", isAdvertised: true });
  await seedCampaign(ann.profileId, { campaignId: "c1", name: "Kit keywords" });
  await env.DB.prepare(
    "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, ad_group_id, is_complete, created_at) values (?, ?, 'KEYWORD', 'c1', 'c1-ag', 1, 0)",
  )
    .bind(ann.profileId, skuId)
    .run();
  await seedAdGroup(ann.profileId, "c1", 50);
  await seedKeyword(ann.profileId, "c1", {
    keywordId: "k1",
    keywordText: "alpha",
    matchType: "EXACT",
    bidCents: 120,
  });
  await seedKeyword(ann.profileId, "c1", {
    keywordId: "k2",
    keywordText: "bravo",
    matchType: "EXACT",
    bidCents: 80,
  });
  await seedKeyword(ann.profileId, "c1", { keywordId: "k3", keywordText: "charlie", matchType: "BROAD" });
  await seedKeyword(ann.profileId, "c1", {
    keywordId: "k4",
    keywordText: "delta",
    matchType: "PHRASE",
    bidCents: 80,
  });
  const yesterday = await marketplaceDay(-1);
  // ACOS: k1 50 %, k2 10 %, k3 no sales (none), k4 25 %.
  await seedTargetMetrics(ann.profileId, "c1", "k1", yesterday, figures(100, 10, 500, 1, 1000));
  await seedTargetMetrics(ann.profileId, "c1", "k2", yesterday, figures(300, 20, 200, 2, 2000));
  await seedTargetMetrics(ann.profileId, "c1", "k3", yesterday, figures(50, 5, 300, 0, 0));
  await seedTargetMetrics(ann.profileId, "c1", "k4", yesterday, figures(200, 8, 250, 1, 1000));
  await seedTarget(ann.profileId, "c1", {
    targetId: "t1",
    expression: [{ type: "ASIN_SAME_AS", value: "B0ZZZZZZZ1" }],
    bidCents: 90,
  });
  await seedTarget(ann.profileId, "c1", {
    targetId: "t2",
    expression: [{ type: "ASIN_SAME_AS", value: "B0AAAAAAA2" }],
    bidCents: 150,
  });
});

describe("GET /api/keywords/{profileId}/{skuId}?sort&order", () => {
  it("keeps the text order without a sort", async () => {
    expect((await keywordIds("")).ids).toEqual(["k1", "k2", "k3", "k4"]);
  });

  it("sorts by ACOS both ways, a keyword without a ratio last either way", async () => {
    expect((await keywordIds("?sort=acos&order=asc")).ids).toEqual(["k2", "k4", "k1", "k3"]);
    expect((await keywordIds("?sort=acos&order=desc")).ids).toEqual(["k1", "k4", "k2", "k3"]);
  });

  it("sorts by bid (the ad group's default where the keyword has none), equal bids by id, then pages", async () => {
    expect((await keywordIds("?sort=bid")).ids).toEqual(["k3", "k2", "k4", "k1"]);
    const first = await keywordIds("?sort=bid&order=desc&limit=2");
    expect(first.ids).toEqual(["k1", "k2"]);
    expect(first.json.data.next).toBe("2");
    expect((await keywordIds("?sort=bid&order=desc&limit=2&cursor=2")).ids).toEqual(["k4", "k3"]);
  });

  it("sorts by the keyword's text and by impressions", async () => {
    expect((await keywordIds("?sort=keyword&order=desc")).ids).toEqual(["k4", "k3", "k2", "k1"]);
    expect((await keywordIds("?sort=impressions&order=desc")).ids).toEqual(["k2", "k4", "k1", "k3"]);
  });

  it.each([
    [
      "?sort=password",
      "sort: Must be one of keyword, matchType, state, bid, impressions, clicks, spend, sales, units, roas, acos, ctr, cvr",
    ],
    ["?sort=acos&order=sideways", "order: Must be asc or desc"],
  ])("answers %s with 400/1005 naming the field", async (query, message) => {
    const { status, json } = await keywordIds(query);
    expect(status).toBe(400);
    expect(json.data).toEqual({ code: 1005, field: query.includes("sideways") ? "order" : "sort", message });
  });

  it("answers another seller's SKU 1006 and their profile 1003, sorted or not", async () => {
    const theirSku = await call(`/api/keywords/${ann.profileId}/${stranger.skuId}?sort=acos`, {
      cookie: ann.cookie,
    });
    expect(theirSku.status).toBe(404);
    expect(theirSku.json.data.code).toBe(1006);
    const theirProfile = await call(`/api/keywords/${stranger.profileId}/${stranger.skuId}?sort=acos`, {
      cookie: ann.cookie,
    });
    expect(theirProfile.status).toBe(404);
    expect(theirProfile.json.data.code).toBe(1003);
  });
});

describe("GET /api/targets/{profileId}/{skuId}?sort&order", () => {
  it("sorts the ASIN targets by ASIN and by bid, and names an unknown column", async () => {
    const ids = async (query: string) =>
      (
        await call(`/api/targets/${ann.profileId}/${skuId}${query}`, { cookie: ann.cookie })
      ).json.data.targets.map((row: { id: string }) => row.id);
    expect(await ids("?sort=asin")).toEqual(["t2", "t1"]);
    expect(await ids("?sort=bid&order=asc")).toEqual(["t1", "t2"]);
    const wrong = await call(`/api/targets/${ann.profileId}/${skuId}?sort=keyword`, { cookie: ann.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.message).toMatch(/^sort: Must be one of asin, state, bid/);
  });
});
