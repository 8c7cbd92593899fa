import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceProduct } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { call } from "../support/http";
import {
  advertise,
  type DemoSeller,
  demoSellerWithSku,
  type Stranger,
  settleSellerSyncs,
  stop,
  structureOnAmazon,
  withAdLimitReached,
} from "../support/sku-structure";

let seller: DemoSeller;
let stranger: Stranger;
let product: MarketplaceProduct;
let skuId = 0;

beforeAll(async () => {
  ({ seller, stranger, product, skuId } = await demoSellerWithSku(1));
}, 60_000);

afterAll(() => settleSellerSyncs(seller), 60_000);

const putBrand = (body: unknown, as = seller.user.cookie, profile = seller.profileId, sku = skuId) =>
  call(`/api/brands/${profile}/${sku}`, { method: "PUT", body, cookie: as });
const launch = (as = seller.user.cookie, profile = seller.profileId, sku = skuId) =>
  call(`/api/brands/${profile}/${sku}/launch`, { method: "POST", cookie: as });
const storedBrand = async (id = skuId) =>
  env.DB.prepare("select brand, is_brand_advertised as launched from advertised_skus where id = ?")
    .bind(id)
    .first<{ brand: string | null; launched: number }>();
const brandCampaigns = async () =>
  (await structureOnAmazon(seller.tokenId, seller.amazonProfileId, product.sku)).filter(({ campaign }) =>
    String(campaign.name).includes(" · Brand "),
  );

describe("Brand: PUT /api/brands/{profileId}/{skuId} (spec 001 §4, §5, §7)", () => {
  it.each([
    ["", "Required"],
    ["   ", "Required"],
    ["ab", "Min length - 3 characters"],
    ["B".repeat(26), "Max length - 25 characters"],
  ])("refuses the name %j with '%s', changing nothing", async (brandName, message) => {
    const before = await storedBrand();
    const { status, json } = await putBrand({ brandName });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, message: `brandName: ${message}` });
    expect(await storedBrand()).toEqual(before);
  });

  it("a missing name reads 'Required'", async () => {
    const { json } = await putBrand({});
    expect(json.data).toMatchObject({ code: 1005, message: "brandName: Required" });
  });

  it("stores the brand name and answers it", async () => {
    const { status, json } = await putBrand({ brandName: " Acme Labs " });
    expect(status).toBe(200);
    expect(json.data).toEqual({ brand: "Acme Labs" });
    expect(await storedBrand()).toEqual({ brand: "Acme Labs", launched: 0 });
    const detail = await call(`/api/advertised-sku/${seller.profileId}/${skuId}`, {
      cookie: seller.user.cookie,
    });
    expect(detail.json.data.brand).toBe("Acme Labs");
  });

  it("refuses another seller's SKU (1006) and profile (1003), and 1002 at the ad limit, changing nothing", async () => {
    expect(
      (await putBrand({ brandName: "Mine now" }, seller.user.cookie, seller.profileId, stranger.skuId)).json
        .data.code,
    ).toBe(1006);
    expect(
      (await putBrand({ brandName: "Mine now" }, seller.user.cookie, stranger.profileId)).json.data.code,
    ).toBe(1003);
    expect((await putBrand({ brandName: "Mine now" }, stranger.cookie)).json.data.code).toBe(1003);
    await withAdLimitReached(seller.user.id, async () => {
      const limited = await putBrand({ brandName: "Over limit" });
      expect(limited.status).toBe(403);
      expect(limited.json.data.code).toBe(1002);
    });
    expect(await storedBrand()).toEqual({ brand: "Acme Labs", launched: 0 });
    expect((await storedBrand(stranger.skuId))?.brand).toBe("Theirs");
  });
});

describe("Launch Brand: POST /api/brands/{profileId}/{skuId}/launch (spec 001 §4, §7)", () => {
  it("is refused while the SKU is not advertised, creating nothing", async () => {
    const { status, json } = await launch();
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: "Start advertising the SKU before launching its brand",
    });
    expect(await structureOnAmazon(seller.tokenId, seller.amazonProfileId, product.sku)).toHaveLength(0);
  });

  it("on an advertised SKU builds one campaign on the brand's terms and marks the brand advertised", async () => {
    expect((await advertise(seller.user.cookie, seller.profileId, skuId)).status).toBe(200);
    const { status, json } = await launch();
    expect(status).toBe(200);
    expect(json.data).toEqual({ brand: "Acme Labs", isBrandAdvertised: true });
    const brand = await brandCampaigns();
    expect(brand).toHaveLength(1);
    const [built] = brand;
    expect(built?.campaign).toMatchObject({
      name: `${product.sku} · Brand Acme Labs`,
      targetingType: "MANUAL",
      state: "ENABLED",
      // It joins the SKU's $25 Max budget: Advertise's three were lowered first, all four at $6.25.
      budget: { budget: 6.25 },
    });
    const all = await structureOnAmazon(seller.tokenId, seller.amazonProfileId, product.sku);
    expect(all.map(({ campaign }) => (campaign.budget as { budget: number }).budget)).toEqual([
      6.25, 6.25, 6.25, 6.25,
    ]);
    expect(built?.adGroups).toHaveLength(1);
    expect(built?.productAds.map((ad) => ad.sku)).toEqual([product.sku]);
    expect(
      built?.keywords.map(({ keywordText, matchType, bid }) => ({ keywordText, matchType, bid })),
    ).toEqual([
      { keywordText: "Acme Labs", matchType: "EXACT", bid: 0.78 },
      { keywordText: "Acme Labs", matchType: "PHRASE", bid: 0.78 },
    ]);
    expect(await storedBrand()).toEqual({ brand: "Acme Labs", launched: 1 });
    const list = await call(
      `/api/campaigns/${seller.profileId}/page?limit=100&name=${encodeURIComponent(product.sku)}`,
      {
        cookie: seller.user.cookie,
      },
    );
    expect(list.json.data.campaigns.map((campaign: { name: string }) => campaign.name)).toContain(
      `${product.sku} · Brand Acme Labs`,
    );
  });

  it("is refused a second time, creating nothing", async () => {
    const { status, json } = await launch();
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, message: "The brand has already been launched" });
    expect(await brandCampaigns()).toHaveLength(1);
  });

  it("once launched the brand name can't be changed", async () => {
    const { status, json } = await putBrand({ brandName: "Other Brand" });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: "brandName: The brand can't be changed once it is advertised",
    });
    expect(await storedBrand()).toEqual({ brand: "Acme Labs", launched: 1 });
  });

  it("refuses another seller's SKU and profile, and 1002 at the ad limit", async () => {
    expect((await launch(seller.user.cookie, seller.profileId, stranger.skuId)).json.data.code).toBe(1006);
    expect((await launch(seller.user.cookie, stranger.profileId)).json.data.code).toBe(1003);
    await withAdLimitReached(seller.user.id, async () => {
      expect((await launch()).json.data.code).toBe(1002);
    });
    expect((await storedBrand(stranger.skuId))?.launched).toBe(0);
  });

  it("Stop pauses the brand campaign with the others", async () => {
    expect((await stop(seller.user.cookie, seller.profileId, skuId)).status).toBe(200);
    const all = await structureOnAmazon(seller.tokenId, seller.amazonProfileId, product.sku);
    expect(all).toHaveLength(4);
    for (const { campaign } of all) expect(campaign.state).toBe("PAUSED");
  });
});
