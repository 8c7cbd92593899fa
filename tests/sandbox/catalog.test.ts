import { beforeAll, describe, expect, it } from "vitest";
import { adsFetch, type ProfileJson, profiles } from "./support/ads";
import { catalog, type ProductMetadata } from "./support/catalog";
import { setFaults } from "./support/faults";
import { connect } from "./support/lwa";
import { sandboxFetch } from "./support/sandbox";

let token: string;
let profile: ProfileJson;
let products: ProductMetadata[];

type SerpCard = { position: number; asin: string; title: string; link: string; sponsored?: boolean };
type SerpAnswer = {
  organic_results?: SerpCard[];
  error?: string;
  search_parameters?: Record<string, unknown>;
};

/** sandbox/wrangler.toml's SERPAPI_KEY. */
const SERPAPI_KEY = "sandbox-serpapi-key";
const search = (query: Record<string, string>) =>
  sandboxFetch(
    `/serpapi/search.json?${new URLSearchParams({ engine: "amazon", api_key: SERPAPI_KEY, ...query })}`,
  );
const searches = async () =>
  ((await (await sandboxFetch("/_sandbox/serpapi/searches")).json()) as { searches: number }).searches;

beforeAll(async () => {
  token = (await connect()).access_token;
  profile = (await profiles(token))[0] as ProfileJson;
  products = await catalog({ token, scope: profile.profileId });
});

describe("catalog reads", () => {
  it("product metadata carries the image the sandbox serves, price, availability and best-seller rank", async () => {
    const product = products[0] as ProductMetadata & { priceToPay: { amount: number; currency: string } };
    expect(product.bestSellerRank).toMatch(/^#[\d,]+ in /);
    expect(product.priceToPay.currency).toBe(profile.currencyCode);
    expect(["IN_STOCK", "IN_STOCK_SCARCE", "OUT_OF_STOCK"]).toContain(product.availability);
    const image = await sandboxFetch(new URL(product.imageUrl).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toContain("image/svg+xml");
  });

  it("eligibility agrees with product metadata's eligibility status", async () => {
    const response = await adsFetch("/eligibility/product/list", {
      token,
      scope: profile.profileId,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: {
        adType: "sp",
        productDetailsList: products.slice(0, 30).map(({ asin, sku }) => ({ asin, sku })),
      },
    });
    const { productResponseList } = (await response.json()) as {
      productResponseList: { productDetails: { sku: string }; overallStatus: string }[];
    };
    for (const item of productResponseList) {
      const product = products.find((candidate) => candidate.sku === item.productDetails.sku);
      expect(item.overallStatus).toBe(product?.eligibilityStatus);
    }
  });

  it("needs the Ads headers: no token, no catalog", async () => {
    const response = await sandboxFetch("/product/metadata", {
      method: "POST",
      headers: { "Content-Type": "application/vnd.productmetadatarequest.v1+json" },
      body: JSON.stringify({ pageIndex: 0, pageSize: 1 }),
    });
    expect(response.status).toBe(401);
  });
});

describe("the rank provider: SerpApi's Amazon Search engine (GET /serpapi/search.json)", () => {
  const topKeyword = async (asin: string) => {
    const keywords = await adsFetch("/sp/targets/keywords/recommendations", {
      token,
      scope: profile.profileId,
      method: "POST",
      headers: { "Content-Type": "application/vnd.spkeywordsrecommendation.v5+json" },
      body: { recommendationType: "KEYWORDS_FOR_ASINS", asins: [asin], maxRecommendations: 5 },
    });
    return ((await keywords.json()) as { keywordTargetList: { keyword: string }[] }).keywordTargetList[0]
      ?.keyword as string;
  };

  it("answers pages of 20 cards numbered 1–20: 16 organic, sponsored at 1, 2, 11 and 20; the next page goes on", async () => {
    const keyword = await topKeyword((products[0] as ProductMetadata).asin);
    const before = await searches();
    const first = (await (await search({ k: keyword, amazon_domain: "amazon.com" })).json()) as SerpAnswer;
    expect(first.search_parameters).toMatchObject({
      engine: "amazon",
      k: keyword,
      amazon_domain: "amazon.com",
      page: 1,
    });
    const cards = first.organic_results ?? [];
    expect(cards.map((card) => card.position)).toEqual(cards.map((_, index) => index + 1));
    expect(cards).toHaveLength(20);
    expect(cards.filter((card) => card.sponsored).map((card) => card.position)).toEqual([1, 2, 11, 20]);
    for (const card of cards) {
      expect(card.asin).toMatch(/^B0[A-Z0-9]{8}$/);
      expect(card.link).toBe(`https://www.amazon.com/dp/${card.asin}`);
    }
    const second = (await (await search({ k: keyword, page: "2" })).json()) as SerpAnswer;
    const organicOf = (answer: SerpAnswer) =>
      (answer.organic_results ?? []).filter((card) => !card.sponsored).map((card) => card.asin);
    expect(organicOf(second).some((asin) => organicOf(first).includes(asin))).toBe(false);
    expect(await searches()).toBe(before + 2);
  });

  it("puts a product at its organic rank among the organic cards, sponsored ones not counted", async () => {
    const product = products[0] as ProductMetadata;
    const keyword = await topKeyword(product.asin);
    const organic: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const answer = (await (await search({ k: keyword, page: String(page) })).json()) as SerpAnswer;
      if (!answer.organic_results) break;
      organic.push(...answer.organic_results.filter((card) => !card.sponsored).map((card) => card.asin));
      if (organic.includes(product.asin)) break;
    }
    const position = organic.indexOf(product.asin) + 1;
    expect(position).toBeGreaterThanOrEqual(1);
  });

  it("answers no results past the last page, as a 200 with SerpApi's error", async () => {
    const response = await search({ k: "zebra umbrella stand", page: "500" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as SerpAnswer).error).toBe(
      "Amazon hasn't returned any results for this query.",
    );
  });

  it("refuses a missing or wrong api_key with 401, bad parameters with 400, each as {error}", async () => {
    const wrong = await search({ k: "dog bed", api_key: "nope" });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as SerpAnswer).error).toMatch(/^Invalid API key/);
    expect((await search({ k: "dog bed", engine: "google" })).status).toBe(400);
    expect((await search({ k: " " })).status).toBe(400);
    expect((await search({ k: "dog bed", amazon_domain: "amazon.fr" })).status).toBe(400);
    expect((await search({ k: "dog bed", page: "0" })).status).toBe(400);
  });

  it("answers 429 out of searches and 503 in an outage (fault knob rankProvider), counting none", async () => {
    const before = await searches();
    try {
      await setFaults({ rankProvider: "QUOTA" });
      const quota = await search({ k: "dog bed" });
      expect(quota.status).toBe(429);
      expect(await quota.json()).toEqual({ error: "Your account has run out of searches." });
      await setFaults({ rankProvider: "ERROR" });
      const down = await search({ k: "dog bed" });
      expect(down.status).toBe(503);
      expect(((await down.json()) as SerpAnswer).error).toBeTruthy();
    } finally {
      await setFaults();
    }
    expect(await searches()).toBe(before);
  });
});
