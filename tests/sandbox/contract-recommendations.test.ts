import { beforeAll, describe, expect, it } from "vitest";
import { type ProfileJson, profiles, sp } from "./support/ads";
import { catalog, type ProductMetadata } from "./support/catalog";
import { contractCall, contractTitle, openapi } from "./support/contract";
import { connect } from "./support/lwa";

const KEYWORDS = "post /sp/targets/keywords/recommendations";
const PRODUCTS = "post /sp/targets/products/recommendations";
const BIDS = "post /sp/targets/bid/recommendations";
const KEYWORDS_V5 = "application/vnd.spkeywordsrecommendation.v5+json";
const PRODUCTS_REQUEST = "application/vnd.spproductrecommendation.v3+json";
const BY_ASIN = "application/vnd.spproductrecommendationresponse.asins.v3+json";
const BY_THEME = "application/vnd.spproductrecommendationresponse.themes.v3+json";
const BIDS_V4 = "application/vnd.spthemebasedbidrecommendation.v4+json";

type KeywordTarget = {
  keyword: string;
  userSelectedKeyword: boolean;
  searchVolume?: number;
  bidInfo: {
    matchType: string;
    rank: number;
    bid: number;
    suggestedBid: { rangeStart: number; suggested: number; rangeEnd: number };
  }[];
};

let token: string;
let profile: ProfileJson;
let products: ProductMetadata[];
let adGroup: { campaignId: string; adGroupId: string };

describe.skipIf(!openapi)(contractTitle("recommendations against SponsoredProducts_prod_3p.json"), () => {
  beforeAll(async () => {
    token = (await connect()).access_token;
    profile = (await profiles(token))[0] as ProfileJson;
    products = await catalog({ token, scope: profile.profileId });
    const listed = await sp("productAds/list", {
      token,
      scope: profile.profileId,
      body: { stateFilter: { include: ["ENABLED"] } },
    });
    const ad = ((await listed.json()) as { productAds: { campaignId: string; adGroupId: string }[] })
      .productAds[0];
    if (!ad) throw new Error("the demo profile has no enabled product ad");
    adGroup = { campaignId: ad.campaignId, adGroupId: ad.adGroupId };
  });

  const call = (operation: string, path: string, contentType: string, body: unknown, accept?: string) =>
    contractCall<Record<string, unknown>>(operation, path, {
      token,
      scope: profile.profileId,
      method: "POST",
      contentType,
      body,
      ...(accept && { accept }),
    });

  it("keywords v5 for ASINs: ranked terms with search volume and per-match-type suggested bids", async () => {
    const asins = products.slice(0, 2).map((product) => product.asin);
    const { status, body } = await call(KEYWORDS, "/sp/targets/keywords/recommendations", KEYWORDS_V5, {
      recommendationType: "KEYWORDS_FOR_ASINS",
      asins,
      maxRecommendations: 50,
      targets: [{ keyword: "my own words", matchType: "EXACT", bid: 0.5, userSelectedKeyword: true }],
    });
    expect(status).toBe(200);
    const list = body.keywordTargetList as KeywordTarget[];
    expect(list.length).toBeGreaterThan(1);
    const first = list[0] as KeywordTarget;
    expect(first.searchVolume).toBeGreaterThan(0);
    expect(first.bidInfo.map((info) => info.matchType)).toEqual(["EXACT", "PHRASE", "BROAD"]);
    for (const info of first.bidInfo) {
      expect(info.rank).toBe(1);
      expect(info.suggestedBid.rangeStart).toBeLessThanOrEqual(info.suggestedBid.suggested);
      expect(info.suggestedBid.suggested).toBeLessThanOrEqual(info.suggestedBid.rangeEnd);
    }
    expect(list.at(-1)).toMatchObject({ keyword: "my own words", userSelectedKeyword: true });
  });

  it("keywords v5 for an ad group, and 400 for an unknown one", async () => {
    const ok = await call(KEYWORDS, "/sp/targets/keywords/recommendations", KEYWORDS_V5, {
      recommendationType: "KEYWORDS_FOR_ADGROUP",
      ...adGroup,
      sortDimension: "CLICKS",
    });
    expect(ok.status).toBe(200);
    const volumes = (ok.body.keywordTargetList as KeywordTarget[]).map((target) => target.searchVolume ?? 0);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    const missing = await call(KEYWORDS, "/sp/targets/keywords/recommendations", KEYWORDS_V5, {
      recommendationType: "KEYWORDS_FOR_ADGROUP",
      campaignId: "1",
      adGroupId: "2",
    });
    expect(missing.status).toBe(400);
  });

  it("product targets as ASINs (paged by cursor) and grouped by theme", async () => {
    const adAsins = products.slice(0, 3).map((product) => product.asin);
    const path = "/sp/targets/products/recommendations";
    const page = await call(PRODUCTS, path, PRODUCTS_REQUEST, { adAsins, count: 2 }, BY_ASIN);
    expect(page.status).toBe(200);
    const recommendations = page.body.recommendations as { recommendedAsin: string; themes: string[] }[];
    expect(recommendations).toHaveLength(2);
    expect(typeof page.body.nextCursor).toBe("string");
    const next = await call(
      PRODUCTS,
      path,
      PRODUCTS_REQUEST,
      { adAsins, count: 2, cursor: page.body.nextCursor },
      BY_ASIN,
    );
    const more = next.body.recommendations as { recommendedAsin: string }[];
    expect(more[0]?.recommendedAsin).not.toBe(recommendations[0]?.recommendedAsin);
    const themes = await call(PRODUCTS, path, PRODUCTS_REQUEST, { adAsins }, BY_THEME);
    expect(themes.status).toBe(200);
    const groups = themes.body.recommendations as { theme: string; recommendedAsins: string[] }[];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups[0]?.recommendedAsins.length).toBeGreaterThan(0);
  });

  it("theme-based bids (v4) for a new ad group and for an existing one", async () => {
    const targetingExpressions = [
      { type: "CLOSE_MATCH" },
      { type: "LOOSE_MATCH" },
      { type: "SUBSTITUTES" },
      { type: "COMPLEMENTS" },
      { type: "KEYWORD_EXACT_MATCH", value: "anything at all" },
    ];
    const fresh = await call(BIDS, "/sp/targets/bid/recommendations", BIDS_V4, {
      recommendationType: "BIDS_FOR_NEW_AD_GROUP",
      asins: products.slice(0, 1).map((product) => product.asin),
      bidding: { strategy: "LEGACY_FOR_SALES" },
      targetingExpressions,
    });
    expect(fresh.status).toBe(200);
    const [theme] = fresh.body.bidRecommendations as {
      theme: string;
      bidRecommendationsForTargetingExpressions: { bidValues: { suggestedBid: number }[] }[];
    }[];
    expect(theme?.theme).toBe("CONVERSION_OPPORTUNITIES");
    for (const { bidValues } of theme?.bidRecommendationsForTargetingExpressions ?? []) {
      const [low = 0, mid = 0, high = 0] = bidValues.map((value) => value.suggestedBid);
      expect(low).toBeLessThanOrEqual(mid);
      expect(mid).toBeLessThanOrEqual(high);
    }
    const existing = await call(BIDS, "/sp/targets/bid/recommendations", BIDS_V4, {
      recommendationType: "BIDS_FOR_EXISTING_AD_GROUP",
      ...adGroup,
      targetingExpressions: [{ type: "KEYWORD_BROAD_MATCH", value: "dog bed" }],
    });
    expect(existing.status).toBe(200);
  });
});
