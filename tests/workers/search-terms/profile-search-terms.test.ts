import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  ProfileSearchTermPage,
  ProfileSearchTermRow,
} from "../../../worker/contracts/search-terms/profile-search-terms";
import { seedSku, sellerWithProfile } from "../support/advertised-skus";
import { call } from "../support/http";
import { figures, marketplaceDay, seedCampaign, seedKeyword, seedSearchTerm } from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof sellerWithProfile>>;
let bob: Awaited<ReturnType<typeof sellerWithProfile>>;
let skuId: number;
let bobSkuId: number;
let day: string;

const PADDING = 24;

async function list(query = "", seller = ann) {
  const response = await call(`/api/search-terms/${seller.profileId}${query}`, { cookie: seller.cookie });
  return { status: response.status, json: response.json, page: response.json?.data as ProfileSearchTermPage };
}
const where = (page: ProfileSearchTermPage, term: string, campaignId: string) =>
  page.searchTerms.find((row) => row.searchTerm === term && row.campaignId === campaignId);
const keys = (rows: ProfileSearchTermRow[]) => rows.map((row) => `${row.campaignId}:${row.searchTerm}`);

beforeAll(async () => {
  ann = await sellerWithProfile("terms-wide");
  bob = await sellerWithProfile("terms-wide-bob");
  const p = ann.profileId;
  day = await marketplaceDay(-1);
  skuId = await seedSku(p, { sku: "WIDE-SKU", isAdvertised: true });
  await seedCampaign(p, { campaignId: "wide-a", name: "Mats – Auto", source: "MIGRATED" });
  await seedCampaign(p, {
    campaignId: "wide-b",
    name: "Mats – Keywords",
    source: null,
    targetingType: "MANUAL",
  });
  await seedCampaign(p, { campaignId: "wide-c", name: "Amazon's own", source: null });
  await env.DB.batch([
    env.DB.prepare(
      "update managed_campaigns set advertised_sku_id = ? where profile_id = ? and campaign_id = 'wide-a'",
    ).bind(skuId, p),
    env.DB.prepare(
      "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, ad_group_id, is_complete, created_at) values (?, ?, 'KEYWORD', 'wide-b', 'wide-b-ag', 1, 0)",
    ).bind(p, skuId),
  ]);
  await seedSearchTerm(p, "wide-a", "x", "yoga mat cheap", day, figures(900, 30, 1400, 0, 0));
  await seedSearchTerm(p, "wide-a", "x", "thick yoga mat", day, figures(400, 20, 800, 5, 9000));
  await seedSearchTerm(p, "wide-b", "k", "yoga mat cheap", day, figures(80, 2, 90, 0, 0));
  await seedSearchTerm(p, "wide-c", "t", "b0abcdefgh", day, figures(50, 12, 600, 0, 0));
  for (let index = 1; index <= PADDING; index += 1) {
    const term = `padding term ${String(index).padStart(2, "0")}`;
    await seedSearchTerm(p, "wide-c", "t", term, day, figures(10, 1, index, 0, 0));
  }
  await seedKeyword(p, "wide-b", {
    keywordId: "wide-neg",
    kind: "CAMPAIGN_NEGATIVE",
    keywordText: "yoga mat cheap",
    matchType: "NEGATIVE_EXACT",
  });
  await seedKeyword(p, "wide-b", { keywordId: "wide-kw", keywordText: "thick yoga mat", matchType: "EXACT" });
  bobSkuId = await seedSku(bob.profileId, { sku: "BOB-SKU" });
  await seedCampaign(bob.profileId, { campaignId: "bob-wide", name: "Bob's" });
  await seedSearchTerm(bob.profileId, "bob-wide", "x", "bobs secret term", day, figures(900, 40, 5000, 0, 0));
}, 60_000);

const range = () => `startDate=${day}&endDate=${day}`;

describe("GET /api/search-terms/{profileId}", () => {
  it("lists every campaign's terms of the profile with its campaign, SKU and marks, costliest first, never another seller's", async () => {
    const { status, page } = await list(`?${range()}&limit=100`);
    expect(status).toBe(200);
    expect(page.total).toBe(4 + PADDING);
    expect(keys(page.searchTerms).slice(0, 3)).toEqual([
      "wide-a:yoga mat cheap",
      "wide-a:thick yoga mat",
      "wide-c:b0abcdefgh",
    ]);
    expect(where(page, "yoga mat cheap", "wide-a")).toMatchObject({
      campaignName: "Mats – Auto",
      source: "MIGRATED",
      sku: { id: skuId, sku: "WIDE-SKU" },
      clicks: 30,
      cost: 14,
      sales: 0,
      marks: { negatedHere: null, negatedElsewhere: { campaignIds: ["wide-b"], by: null }, harvested: null },
    });
    expect(where(page, "yoga mat cheap", "wide-b")?.marks.negatedHere).toEqual({
      matchType: "NEGATIVE_EXACT",
      by: null,
    });
    expect(where(page, "thick yoga mat", "wide-a")?.marks.harvested).toEqual({
      matchTypes: ["EXACT"],
      by: null,
    });
    expect(where(page, "b0abcdefgh", "wide-c")).toMatchObject({ type: "ASIN", source: null, sku: null });
    expect(JSON.stringify(page)).not.toContain("bobs secret term");
  });

  it("keeps the wasted spend preset's terms: clicks at least N and no sales", async () => {
    const { page } = await list(`?${range()}&minClicks=10&noSales=true`);
    expect(keys(page.searchTerms)).toEqual(["wide-a:yoga mat cheap", "wide-c:b0abcdefgh"]);
    expect(page).toMatchObject({ total: 2, totalPages: 1, page: 1 });
  });

  it("filters by minimum spend, campaign, SKU and whether a term is negated or harvested", async () => {
    expect(keys((await list(`?${range()}&minSpend=8.5`)).page.searchTerms)).toEqual([
      "wide-a:yoga mat cheap",
    ]);
    expect(keys((await list(`?${range()}&skuId=${skuId}&sort=campaign&order=asc`)).page.searchTerms)).toEqual(
      ["wide-a:thick yoga mat", "wide-a:yoga mat cheap", "wide-b:yoga mat cheap"],
    );
    expect(keys((await list(`?${range()}&campaignId=wide-b`)).page.searchTerms)).toEqual([
      "wide-b:yoga mat cheap",
    ]);
    expect(keys((await list(`?${range()}&negated=yes`)).page.searchTerms)).toEqual([
      "wide-a:yoga mat cheap",
      "wide-b:yoga mat cheap",
    ]);
    expect(keys((await list(`?${range()}&harvested=yes`)).page.searchTerms)).toEqual([
      "wide-a:thick yoga mat",
    ]);
    const notNegated = await list(`?${range()}&negated=no&harvested=no&limit=100`);
    expect(notNegated.page.total).toBe(1 + PADDING);
  });

  it("sorts on the server by the column and order asked, ACOS without sales last, and pages without overlap", async () => {
    const byTerm = await list(`?${range()}&sort=searchTerm&order=asc&limit=10&page=3`);
    expect(byTerm.page).toMatchObject({ total: 28, totalPages: 3, page: 3 });
    expect(byTerm.page.searchTerms.map((row) => row.searchTerm)).toEqual([
      "padding term 20",
      "padding term 21",
      "padding term 22",
      "padding term 23",
      "padding term 24",
      "thick yoga mat",
      "yoga mat cheap",
      "yoga mat cheap",
    ]);
    const pages = await Promise.all(
      [1, 2, 3].map((n) => list(`?${range()}&sort=clicks&order=asc&limit=10&page=${n}`)),
    );
    const all = pages.flatMap(({ page }) => keys(page.searchTerms));
    expect(new Set(all).size).toBe(28);
    const byAcos = await list(`?${range()}&sort=acos&order=desc&limit=10`);
    expect(byAcos.page.searchTerms[0]?.searchTerm).toBe("thick yoga mat");
  });

  it("refuses a bad query with 400/1005 naming the field", async () => {
    for (const [query, field] of [
      ["sort=bogus", "sort"],
      ["order=up", "order"],
      ["limit=7", "limit"],
      ["page=0", "page"],
      ["minClicks=-1", "minClicks"],
      ["minClicks=0", "minClicks"],
      ["minSpend=0", "minSpend"],
      ["minClicks=1000001", "minClicks"],
      ["minSpend=1000000.01", "minSpend"],
      ["minSpend=abc", "minSpend"],
      ["noSales=maybe", "noSales"],
      ["negated=perhaps", "negated"],
      ["harvested=1", "harvested"],
      ["campaignId=a%20b", "campaignId"],
      ["skuId=x", "skuId"],
      ["startDate=2026-02-30", "startDate"],
    ] as const) {
      const { status, json } = await list(`?${query}`);
      expect(status, query).toBe(400);
      expect(json.data.code, query).toBe(1005);
      expect(json.data.message, query).toMatch(new RegExp(`^${field}: `));
      if (query === "minClicks=1000001") expect(json.data.message).toBe("minClicks: Max value - 1000000");
      if (query === "minClicks=0") expect(json.data.message).toBe("minClicks: Min value - 1");
      if (query === "minSpend=0") expect(json.data.message).toBe("minSpend: Min value - 0.01");
      if (query === "sort=bogus")
        expect(json.data.message).toMatch(/^sort: Must be one of searchTerm, campaign,/);
    }
  });

  it("answers 1003 for another seller's profile and 1006 for another seller's SKU or campaign, never their terms", async () => {
    const theirs = await call(`/api/search-terms/${bob.profileId}`, { cookie: ann.cookie });
    expect(theirs.status).toBe(404);
    expect(theirs.json.data.code).toBe(1003);
    for (const query of [`skuId=${bobSkuId}`, "campaignId=bob-wide"]) {
      const { status, json } = await list(`?${query}`);
      expect(status, query).toBe(404);
      expect(json.data.code, query).toBe(1006);
      expect(JSON.stringify(json)).not.toContain("bobs secret term");
    }
  });
});
