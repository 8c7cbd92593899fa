import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceProduct } from "../../../worker/contracts/advertised-skus/advertised-sku";
import type { AdvertiseResult } from "../../../worker/contracts/advertised-skus/sku-structure";
import type { CampaignList } from "../../../worker/contracts/campaigns/campaign-list";
import { call } from "../support/http";
import {
  addSku,
  advertise,
  clearFaults,
  type DemoSeller,
  demoSellerWithSku,
  type Stranger,
  setFaults,
  settleSellerSyncs,
  stop,
  structureOnAmazon,
  withAdLimitReached,
} from "../support/sku-structure";

let seller: DemoSeller;
let stranger: Stranger;
let products: MarketplaceProduct[] = [];
let skuId = 0;
let product: MarketplaceProduct;

beforeAll(async () => {
  ({ seller, stranger, products, product, skuId } = await demoSellerWithSku(2));
}, 60_000);

afterAll(async () => {
  await clearFaults();
  await settleSellerSyncs(seller);
}, 60_000);

const onAmazon = () => structureOnAmazon(seller.tokenId, seller.amazonProfileId, product.sku);
const skuRow = () =>
  env.DB.prepare("select is_advertised from advertised_skus where id = ?")
    .bind(skuId)
    .first<{ is_advertised: number }>();

describe("Advertise: POST /api/campaigns/{profileId}/auto/{skuId} (spec 001 §4, §7)", () => {
  it("with Amazon throttling items, answers 1008 and keeps what was created; the retry finishes the structure once", async () => {
    // With this seed Amazon accepts the auto campaign, its ad group and product ad, and two of the four
    // auto targets' bids in the first attempt, then throttles the rest (a 207 with per-item errors).
    await setFaults({ throttledItemRate: 0.5, seed: "sku-advertise-7" });
    let answer: Awaited<ReturnType<typeof advertise>>;
    let partial: Awaited<ReturnType<typeof onAmazon>>;
    try {
      const first = await advertise(seller.user.cookie, seller.profileId, skuId);
      expect(first.status).toBe(502);
      expect(first.json.data.code).toBe(1008);
      expect(first.json.data.message).toContain("Please try again: what was already created is kept.");
      expect((await skuRow())?.is_advertised).toBe(0);
      partial = await onAmazon();
      expect(partial.map(({ campaign }) => campaign.name)).toEqual([`${product.sku} · Auto`]);
      expect(partial[0]?.productAds).toHaveLength(1);
      expect(partial[0]?.targets.filter((target) => target.bid === 0.78)).toHaveLength(2);

      // Throttling stays on: every attempt keeps what Amazon accepted and goes on from there.
      answer = first;
      for (let attempt = 0; attempt < 12 && answer.status !== 200; attempt++) {
        answer = await advertise(seller.user.cookie, seller.profileId, skuId);
      }
    } finally {
      await clearFaults();
    }
    expect(answer.status).toBe(200);
    const result = answer.json.data as AdvertiseResult;
    expect(result).toMatchObject({ advertisedSkuId: skuId, isAdvertised: true });
    expect(result.campaigns.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: `${product.sku} · Auto`, role: "AUTO" },
      { name: `${product.sku} · Keywords (manual)`, role: "KEYWORD" },
      { name: `${product.sku} · Product targets (manual)`, role: "PRODUCT" },
    ]);

    const structure = await onAmazon();
    // What the failed first attempt created is part of the final structure, not a second copy.
    for (const piece of partial) {
      expect(structure.map((built) => built.campaign.campaignId)).toContain(piece.campaign.campaignId);
    }
    expect(structure.map(({ campaign }) => campaign.name).sort()).toEqual(
      result.campaigns.map((campaign) => campaign.name).sort(),
    );
    // The SKU's $25 Max budget is the three campaigns' together.
    const budgets = structure.map(({ campaign }) => (campaign.budget as { budget: number }).budget);
    expect(budgets.sort()).toEqual([8.33, 8.33, 8.34]);
    for (const { campaign, adGroups, productAds, targets, keywords } of structure) {
      expect(campaign).toMatchObject({
        state: "ENABLED",
        budget: { budgetType: "DAILY" },
        dynamicBidding: { strategy: "LEGACY_FOR_SALES" },
      });
      expect(adGroups).toHaveLength(1);
      expect(adGroups[0]).toMatchObject({ name: campaign.name, state: "ENABLED", defaultBid: 0.78 });
      expect(productAds).toHaveLength(1);
      expect(productAds[0]).toMatchObject({ sku: product.sku, state: "ENABLED" });
      expect(keywords).toHaveLength(0);
      if (campaign.targetingType === "AUTO") {
        expect(targets.map((target) => (target.expression as { type: string }[])[0]?.type).sort()).toEqual([
          "ASIN_ACCESSORY_RELATED",
          "ASIN_SUBSTITUTE_RELATED",
          "QUERY_BROAD_REL_MATCHES",
          "QUERY_HIGH_REL_MATCHES",
        ]);
        for (const target of targets) expect(target.bid).toBe(0.78);
      } else {
        expect(targets).toHaveLength(0);
      }
    }
    expect((await skuRow())?.is_advertised).toBe(1);
  });

  it("shows the SKU's campaigns in the Quick Launch list at once, linked to the SKU", async () => {
    const { json } = await call(
      `/api/campaigns/${seller.profileId}/page?limit=100&name=${encodeURIComponent(product.sku)}`,
      { cookie: seller.user.cookie },
    );
    const page = json.data as CampaignList;
    expect(page.campaigns.map((campaign) => campaign.name).sort()).toEqual([
      `${product.sku} · Auto`,
      `${product.sku} · Keywords (manual)`,
      `${product.sku} · Product targets (manual)`,
    ]);
    const { results } = await env.DB.prepare(
      "select source, advertised_sku_id as skuId from managed_campaigns where advertised_sku_id = ?",
    )
      .bind(skuId)
      .all<{ source: string; skuId: number }>();
    expect(results).toHaveLength(3);
    for (const row of results) expect(row.source).toBe("QUICK_LAUNCH");
  });

  it("refuses a second Advertise with 'The advertising has already been started' and creates nothing", async () => {
    const before = await onAmazon();
    const { status, json } = await advertise(seller.user.cookie, seller.profileId, skuId);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, message: "The advertising has already been started" });
    expect(await onAmazon()).toHaveLength(before.length);
  });

  it("Stop pauses every campaign of the SKU on Amazon and the SKU is no longer advertised", async () => {
    const { status, json } = await stop(seller.user.cookie, seller.profileId, skuId);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ advertisedSkuId: skuId, isAdvertised: false });
    const structure = await onAmazon();
    expect(structure).toHaveLength(3);
    for (const { campaign } of structure) expect(campaign.state).toBe("PAUSED");
    expect((await skuRow())?.is_advertised).toBe(0);
    const { results } = await env.DB.prepare(
      "select c.state from sp_campaigns c join managed_campaigns m on m.campaign_id = c.campaign_id and m.profile_id = c.profile_id where m.advertised_sku_id = ?",
    )
      .bind(skuId)
      .all<{ state: string }>();
    expect(results.map((row) => row.state)).toEqual(["PAUSED", "PAUSED", "PAUSED"]);
  });

  it("Advertise after Stop enables the same campaigns again, creating none, found by name even when our record of them is lost", async () => {
    await env.DB.prepare("delete from sku_campaigns where advertised_sku_id = ?").bind(skuId).run();
    const { status, json } = await advertise(seller.user.cookie, seller.profileId, skuId);
    expect(status).toBe(200);
    expect((json.data as AdvertiseResult).campaigns).toHaveLength(3);
    const structure = await onAmazon();
    expect(structure).toHaveLength(3);
    for (const { campaign, adGroups, productAds } of structure) {
      expect(campaign.state).toBe("ENABLED");
      expect(adGroups).toHaveLength(1);
      expect(productAds).toHaveLength(1);
    }
  });

  it("refuses another seller's SKU (1006) and another seller's profile (1003), changing nothing", async () => {
    const theirs = await advertise(seller.user.cookie, seller.profileId, stranger.skuId);
    expect(theirs.status).toBe(404);
    expect(theirs.json.data.code).toBe(1006);
    const theirProfile = await advertise(seller.user.cookie, stranger.profileId, skuId);
    expect(theirProfile.status).toBe(404);
    expect(theirProfile.json.data.code).toBe(1003);
    const asStranger = await advertise(stranger.cookie, seller.profileId, skuId);
    expect(asStranger.json.data.code).toBe(1003);
    const row = await env.DB.prepare("select is_advertised from advertised_skus where id = ?")
      .bind(stranger.skuId)
      .first<{ is_advertised: number }>();
    expect(row?.is_advertised).toBe(1);
  });

  it("refuses Advertise with 1002 when the ad limit is reached, creating nothing on Amazon", async () => {
    const other = products[1] as MarketplaceProduct;
    const otherId = await addSku(seller.user.cookie, seller.profileId, other);
    await withAdLimitReached(seller.user.id, async () => {
      const { status, json } = await advertise(seller.user.cookie, seller.profileId, otherId);
      expect(status).toBe(403);
      expect(json.data.code).toBe(1002);
      expect(await structureOnAmazon(seller.tokenId, seller.amazonProfileId, other.sku)).toHaveLength(0);
    });
  });

  it("a bad SKU id is 400/1005 naming the field", async () => {
    const { status, json } = await advertise(
      seller.user.cookie,
      seller.profileId,
      "abc" as unknown as number,
    );
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, message: "skuId: Must be a whole number" });
  });
});
