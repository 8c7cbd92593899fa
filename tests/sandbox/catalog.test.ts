import { beforeAll, describe, expect, it } from "vitest";
import { adsFetch, type ProfileJson, profiles } from "./support/ads";
import { catalog, type ProductMetadata } from "./support/catalog";
import { connect } from "./support/lwa";
import { sandboxFetch } from "./support/sandbox";

let token: string;
let profile: ProfileJson;
let products: ProductMetadata[];

type Rank = { organicRank: number | null; asin: string; sku: string; keyword: string };

const organicRank = (query: Record<string, string>) =>
  sandboxFetch(`/_sandbox/organic-rank?${new URLSearchParams(query)}`);

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

describe("the sandbox-only organic rank call", () => {
  it("ranks a product for a keyword (1 = first, null = not ranked), by ASIN or SKU", async () => {
    const product = products[0] as ProductMetadata;
    const keywords = await adsFetch("/sp/targets/keywords/recommendations", {
      token,
      scope: profile.profileId,
      method: "POST",
      headers: { "Content-Type": "application/vnd.spkeywordsrecommendation.v5+json" },
      body: { recommendationType: "KEYWORDS_FOR_ASINS", asins: [product.asin], maxRecommendations: 5 },
    });
    const [top] = ((await keywords.json()) as { keywordTargetList: { keyword: string }[] }).keywordTargetList;
    const query = { profileId: String(profile.profileId), asin: product.asin, keyword: top?.keyword ?? "" };
    const byAsin = (await (await organicRank(query)).json()) as Rank;
    expect(byAsin.sku).toBe(product.sku);
    expect(byAsin.organicRank === null || byAsin.organicRank >= 1).toBe(true);
    const bySku = (await (await organicRank({ ...query, asin: "", sku: product.sku })).json()) as Rank;
    expect(bySku.organicRank).toBe(byAsin.organicRank);
  });

  it("answers 400 without a keyword and 404 for an unknown profile or product", async () => {
    expect((await organicRank({ profileId: String(profile.profileId), asin: "B000000000" })).status).toBe(
      400,
    );
    expect((await organicRank({ profileId: "1", asin: "B000000000", keyword: "x" })).status).toBe(404);
    const unknown = { profileId: String(profile.profileId), asin: "B000000000", keyword: "x" };
    expect((await organicRank(unknown)).status).toBe(404);
  });
});
