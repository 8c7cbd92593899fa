import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  MarketplaceProduct,
  MarketplaceProductPage,
} from "../../../worker/contracts/advertised-skus/advertised-sku";
import { type CatalogItem, catalogPage } from "../../../worker/services/advertised-skus/catalog";
import { signedInUser } from "../support/accounts";
import { connectSeller } from "../support/amazon";
import { call } from "../support/http";
import { adsClientOf, profilesOf, settledSyncs } from "../support/sync";

let cookie = "";
let tokenId = 0;
let profileId = 0;
/** The demo seller's US catalog as Amazon itself answers it. */
let catalog: CatalogItem[] = [];

beforeAll(async () => {
  const user = await signedInUser();
  cookie = user.cookie;
  tokenId = await connectSeller(cookie);
  const us = (await profilesOf(tokenId)).find((profile) => profile.countryCode === "US");
  if (!us) throw new Error("the demo seller has no US profile");
  profileId = us.id;
  catalog = (await catalogPage(await adsClientOf(tokenId), us.amazonProfileId, 300)).items;
}, 60_000);

// Connecting queued a background import; let it finish before the pool shuts down.
afterAll(async () => {
  await settledSyncs((await profilesOf(tokenId)).map((profile) => profile.id));
}, 60_000);

async function search(query = "", as = cookie, profile = profileId) {
  const response = await call(`/api/amazon/search/${profile}${query}`, { cookie: as });
  return { ...response, page: response.json?.data as MarketplaceProductPage };
}

/** Every page of a search, following `next`. */
async function allPages(query: string) {
  const products: MarketplaceProduct[] = [];
  let next: string | null = null;
  let pages = 0;
  do {
    const cursor: string = next ? `&cursor=${encodeURIComponent(next)}` : "";
    const { status, page } = await search(`?limit=10${query}${cursor}`);
    expect(status).toBe(200);
    expect(page.products.length).toBeLessThanOrEqual(10);
    products.push(...page.products);
    next = page.next;
    pages += 1;
  } while (next && pages < 20);
  return { products, pages };
}

const newSku = (product: MarketplaceProduct) => ({
  sku: product.sku,
  asin: product.asin,
  title: product.title,
  brand: product.brand,
  imageUrl: product.imageUrl,
  priceToPay: product.priceToPay,
  category: product.category,
  bidOptimization: { bidMin: 0.25, bidMax: 1.5 },
  maxDailyBudget: 20,
});

describe("GET /api/amazon/search/{profileId} on the sandbox's demo seller (spec 001 §2 Products dialog)", () => {
  it("lists the whole catalog 10 a page with the marketplace's details, following next", async () => {
    expect(catalog.length).toBeGreaterThan(10);
    const { products, pages } = await allPages("");
    expect(pages).toBe(Math.ceil(catalog.length / 10));
    expect(products.map((product) => product.sku)).toEqual(catalog.map((item) => item.sku));
    const [first] = products;
    const item = catalog[0];
    expect(first).toEqual({
      sku: item?.sku,
      asin: item?.asin,
      imageUrl: item?.imageUrl,
      title: item?.title,
      priceToPay: item?.priceToPay,
      brand: item?.brand,
      category: item?.category,
      availability: item?.availability,
      eligibilityStatus: item?.eligibilityStatus,
      isAdded: false,
      bestSellerRank: item?.bestSellerRank,
      url: `https://www.amazon.com/dp/${item?.asin}`,
    });
    expect(first?.bestSellerRank).toMatch(/^#[\d,]+ in /);
  });

  it("finds SKUs containing the text in any case", async () => {
    const sku = catalog[3]?.sku ?? "";
    const part = sku.slice(0, Math.max(3, sku.length - 2));
    const expected = catalog
      .filter((item) => item.sku.toLowerCase().includes(part.toLowerCase()))
      .map((item) => item.sku);
    for (const text of [part.toUpperCase(), part.toLowerCase()]) {
      const { products } = await allPages(`&sku=${encodeURIComponent(text)}`);
      expect(products.map((product) => product.sku)).toEqual(expected);
    }
    const exact = await search(`?sku=${encodeURIComponent(sku.toLowerCase())}`);
    expect(exact.page.products.map((product) => product.sku)).toContain(sku);
    expect((await search("?sku=NO-SUCH-SKU-ANYWHERE")).page).toEqual({ products: [], next: null });
  });

  it("pages a SKU search with its own cursor", async () => {
    const { products, pages } = await allPages("&sku=-");
    const expected = catalog.filter((item) => item.sku.includes("-"));
    expect(pages).toBe(Math.max(1, Math.ceil(expected.length / 10)));
    expect(products.map((product) => product.sku)).toEqual(expected.map((item) => item.sku));
  });

  it("marks products the profile has added; adding one needs it in the catalog and ELIGIBLE", async () => {
    const eligible = (await allPages("")).products.filter(
      (product) => product.eligibilityStatus === "ELIGIBLE",
    );
    const [chosen, second] = eligible;
    if (!chosen || !second) throw new Error("the demo catalog has fewer than two eligible products");

    const created = await call(`/api/advertised-sku/${profileId}`, {
      method: "POST",
      body: [newSku(chosen), newSku(second)],
      cookie,
    });
    expect(created.status).toBe(200);
    expect(created.json.data.advertisedSKUs).toHaveLength(2);
    expect(created.json.data.advertisedSKUs[0]).toMatchObject({
      sku: chosen.sku,
      asin: chosen.asin,
      title: chosen.title,
      brand: chosen.brand,
      imageUrl: chosen.imageUrl,
      priceToPay: chosen.priceToPay,
      category: chosen.category,
      maxDailyBudget: 20,
      bidOptimization: { bidMin: 0.25, bidMax: 1.5, targetAcos: null },
      isAdvertised: false,
      url: chosen.url,
    });

    const found = await search(`?sku=${encodeURIComponent(chosen.sku)}`);
    expect(found.page.products.find((product) => product.sku === chosen.sku)?.isAdded).toBe(true);
    const id = created.json.data.advertisedSKUs[0].id;
    const detail = await call(`/api/advertised-sku/${profileId}/${id}`, { cookie });
    expect(detail.json.data).toEqual(created.json.data.advertisedSKUs[0]);

    const again = await call(`/api/advertised-sku/${profileId}`, {
      method: "POST",
      body: [newSku(chosen)],
      cookie,
    });
    expect(again.status).toBe(400);
    expect(again.json.data).toEqual({
      code: 1005,
      field: "0.sku",
      message: "0.sku: This SKU has already been added",
    });

    const unknown = await call(`/api/advertised-sku/${profileId}`, {
      method: "POST",
      body: [{ ...newSku(chosen), sku: "NOT-IN-CATALOG-1" }],
      cookie,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.data).toMatchObject({ code: 1005, field: "0.sku" });

    // The demo catalog holds an out-of-stock and an otherwise ineligible product.
    for (const ineligible of catalog.filter((item) => item.eligibilityStatus === "INELIGIBLE")) {
      const refused = await call(`/api/advertised-sku/${profileId}`, {
        method: "POST",
        body: [{ ...newSku(chosen), sku: ineligible.sku, asin: ineligible.asin }],
        cookie,
      });
      expect(refused.status).toBe(400);
      expect(refused.json.data.field).toBe("0.sku");
      expect(refused.json.data.message).toContain("0.sku: This product can't be advertised on Amazon now");
    }
    expect(catalog.filter((item) => item.eligibilityStatus === "INELIGIBLE").length).toBeGreaterThan(0);
    const list = await call(`/api/advertised-sku/${profileId}/list`, { cookie });
    const listed: { sku: string }[] = Object.values(list.json.data.advertisedSKUs);
    expect(listed.map((sku) => sku.sku).sort()).toEqual([chosen.sku, second.sku].sort());
  }, 30_000);

  it.each([
    ["limit", "Max value - 10", "?limit=11"],
    ["limit", "Min value - 1", "?limit=0"],
    ["sku", "Max length - 100 characters", `?sku=${"A".repeat(101)}`],
  ])("refuses a bad %s with '%s'", async (field, message, query) => {
    const { status, json } = await search(query);
    expect(status).toBe(400);
    expect(json.data).toEqual({ code: 1005, field, message: `${field}: ${message}` });
  });

  it("refuses a cursor it did not give", async () => {
    const { status, json } = await search("?sku=NOR&cursor=bogus");
    expect(status).toBe(400);
    expect(json.data.field).toBe("cursor");
  });

  it("refuses another seller's profile with 1003", async () => {
    const stranger = await signedInUser("stranger");
    const { status, json } = await search("", stranger.cookie);
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
  });
});
