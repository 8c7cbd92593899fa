import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceProduct } from "../../../worker/contracts/advertised-skus/advertised-sku";
import type { AsinTargetPage, RecommendedAsinPage } from "../../../worker/contracts/sku-targets/sku-targets";
import { call } from "../support/http";
import { seedTarget } from "../support/seed-ads";
import { amazonEntity, createOnAmazon, skuCampaign } from "../support/sku-panels";
import {
  advertise,
  type DemoSeller,
  demoSellerWithSku,
  type Stranger,
  settleSellerSyncs,
  withAdLimitReached,
} from "../support/sku-structure";

let seller: DemoSeller;
let stranger: Stranger;
let other: MarketplaceProduct;
let skuId = 0;
let productCampaign: { campaign_id: string; ad_group_id: string };

beforeAll(async () => {
  const setup = await demoSellerWithSku(2);
  ({ seller, stranger, skuId } = setup);
  other = setup.products[1] as MarketplaceProduct;
}, 90_000);

afterAll(() => settleSellerSyncs(seller), 60_000);

const cookie = () => seller.user.cookie;
const base = () => `/api/targets/${seller.profileId}/${skuId}`;
const post = (productAsin: unknown) =>
  call(base(), { method: "POST", cookie: cookie(), body: { productAsin } });
const put = (targetId: string, body: unknown) =>
  call(`/api/targets/${seller.profileId}/target/${targetId}`, { method: "PUT", cookie: cookie(), body });
const putNegative = (id: string, state: unknown) =>
  call(`/api/targets/${seller.profileId}/negative-target/${id}`, {
    method: "PUT",
    cookie: cookie(),
    body: { state },
  });
const amazonTarget = (targetId: string) => amazonEntity(seller, "targets", "targetIdFilter", targetId);
const amazonCampaign = (campaignId: string) =>
  amazonEntity(seller, "campaigns", "campaignIdFilter", campaignId);

describe("ASIN targets of an advertised SKU on the sandbox demo seller (spec 001 §4, §5, §7)", () => {
  it("refuses to add an ASIN target before the SKU is advertised, then Advertise builds its product campaign", async () => {
    const early = await post(other.asin);
    expect(early.status).toBe(400);
    expect(early.json.data).toMatchObject({ code: 1005, message: "Start advertising this SKU first" });
    const advertised = await advertise(cookie(), seller.profileId, skuId);
    expect(advertised.status).toBe(200);
    productCampaign = await skuCampaign(skuId, "PRODUCT");
  }, 90_000);

  it.each([
    ["", "asin: Required"],
    ["B0SHORT", "asin: Min length - 10 characters"],
    ["B0TOOLONG01", "asin: Max length - 10 characters"],
  ])("ASIN lookup %j answers 400/1005 '%s'", async (asin, message) => {
    const answer = await call(`${base()}/asin?asin=${asin}`, { cookie: cookie() });
    expect(answer.status).toBe(400);
    expect(answer.json.data).toMatchObject({ code: 1005, message });
  });

  it("ASIN lookup upper-cases and answers the marketplace's product; an unknown ASIN is 1006", async () => {
    const answer = await call(`${base()}/asin?asin=${other.asin.toLowerCase()}`, { cookie: cookie() });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      asin: other.asin,
      brand: other.brand,
      imageUrl: other.imageUrl,
      title: other.title,
      isAdvertised: false,
    });
    const unknown = await call(`${base()}/asin?asin=B0UNKNOWN0`, { cookie: cookie() });
    expect(unknown.status).toBe(404);
    expect(unknown.json.data.code).toBe(1006);
  });

  it("recommended ASINs come 10 per cursor page with themes and a product link", async () => {
    const first = (await call(`${base()}/recommended?limit=10`, { cookie: cookie() })).json
      .data as RecommendedAsinPage;
    expect(first.recommendations).toHaveLength(10);
    for (const rec of first.recommendations) {
      expect(rec.recommendedAsin).toMatch(/^[A-Z0-9]{10}$/);
      expect(rec.url).toContain(rec.recommendedAsin);
      expect(rec.themes.length).toBeGreaterThan(0);
      expect(rec.isAdvertised).toBe(false);
    }
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call(`${base()}/recommended?limit=10&cursor=${encodeURIComponent(first.nextCursor ?? "")}`, {
        cookie: cookie(),
      })
    ).json.data as RecommendedAsinPage;
    expect(second.recommendations[0]?.recommendedAsin).not.toBe(first.recommendations[0]?.recommendedAsin);
  });

  it("adds a recommended ASIN and a looked-up ASIN on Amazon, lists them with q and cursor, refuses a duplicate", async () => {
    const [rec] = (
      (await call(`${base()}/recommended?limit=10`, { cookie: cookie() })).json.data as RecommendedAsinPage
    ).recommendations;
    if (!rec) throw new Error("no recommendation");
    const created = await post(rec.recommendedAsin);
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      productAsin: rec.recommendedAsin,
      state: "ENABLED",
      campaignId: productCampaign.campaign_id,
    });
    const onAmazon = await amazonTarget(created.json.data.id);
    expect(onAmazon).toMatchObject({
      adGroupId: productCampaign.ad_group_id,
      expression: [{ type: "ASIN_SAME_AS", value: rec.recommendedAsin }],
      state: "ENABLED",
    });
    expect((await post(other.asin.toLowerCase())).json.data.productAsin).toBe(other.asin);

    const duplicate = await post(rec.recommendedAsin);
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.data).toMatchObject({
      code: 1005,
      message: "productAsin: This ASIN is already targeted for this SKU",
    });
    const lookup = await call(`${base()}/asin?asin=${other.asin}`, { cookie: cookie() });
    expect(lookup.json.data.isAdvertised).toBe(true);
    const again = (await call(`${base()}/recommended?limit=10`, { cookie: cookie() })).json
      .data as RecommendedAsinPage;
    expect(again.recommendations.find((r) => r.recommendedAsin === rec.recommendedAsin)?.isAdvertised).toBe(
      true,
    );

    const all = (await call(`${base()}?limit=10`, { cookie: cookie() })).json.data as AsinTargetPage;
    expect(all.targets.map((t) => t.productAsin)).toEqual(
      expect.arrayContaining([rec.recommendedAsin, other.asin]),
    );
    const filtered = (await call(`${base()}?q=${other.asin.slice(2, 8).toLowerCase()}`, { cookie: cookie() }))
      .json.data as AsinTargetPage;
    expect(filtered.targets.map((t) => t.productAsin)).toEqual([other.asin]);
    expect(filtered.next).toBeNull();
    const page1 = (await call(`${base()}?limit=1`, { cookie: cookie() })).json.data as AsinTargetPage;
    expect(page1.targets).toHaveLength(1);
    expect(page1.next).toBe("1");
    const page2 = (await call(`${base()}?limit=1&cursor=1`, { cookie: cookie() })).json
      .data as AsinTargetPage;
    expect(page2.targets[0]?.id).not.toBe(page1.targets[0]?.id);
  }, 60_000);

  it("PUT changes bid and state on Amazon; edits other than state need ENABLED; every bid message", async () => {
    const [target] = (
      (await call(`${base()}?q=${other.asin}`, { cookie: cookie() })).json.data as AsinTargetPage
    ).targets;
    if (!target) throw new Error("the ASIN target is missing");
    for (const [body, message] of [
      [{ bid: 0.01 }, "bid: Min value - $0.02"],
      [{ bid: 0.555 }, "bid: Must be in steps of $0.01"],
      [{ bid: "" }, "bid: Required"],
      [{ state: "ARCHIVED" }, "state: Must be ENABLED or PAUSED"],
    ] as const) {
      const refused = await put(target.id, body);
      expect(refused.status).toBe(400);
      expect(refused.json.data).toMatchObject({ code: 1005, message });
    }
    const rebid = await put(target.id, { bid: 0.66 });
    expect(rebid.status).toBe(200);
    expect(rebid.json.data).toEqual({ bid: 0.66 });
    expect((await amazonTarget(target.id))?.bid).toBe(0.66);

    expect((await put(target.id, { state: "PAUSED" })).json.data).toEqual({ state: "PAUSED" });
    expect((await amazonTarget(target.id))?.state).toBe("PAUSED");
    const locked = await put(target.id, { bid: 0.7 });
    expect(locked.status).toBe(400);
    expect(locked.json.data.message).toBe("bid: Only an enabled item can be changed");
    expect((await amazonTarget(target.id))?.bid).toBe(0.66);
    await put(target.id, { state: "ENABLED" });
    const listed = (
      (await call(`${base()}?q=${other.asin}`, { cookie: cookie() })).json.data as AsinTargetPage
    ).targets[0];
    expect(listed).toMatchObject({ state: "ENABLED", bid: 0.66 });
  }, 60_000);

  it("placement flags raise the campaign's top-of-search and product-page adjustments to 200% on Amazon and back", async () => {
    const [target] = (
      (await call(`${base()}?q=${other.asin}`, { cookie: cookie() })).json.data as AsinTargetPage
    ).targets;
    if (!target) throw new Error("the ASIN target is missing");
    const on = await put(target.id, {
      increaseTopOfSearchPlacement: true,
      increaseProductPagesPlacement: true,
    });
    expect(on.json.data).toEqual({ increaseTopOfSearchPlacement: true, increaseProductPagesPlacement: true });
    const raised = (await amazonCampaign(target.campaignId))?.dynamicBidding as {
      placementBidding: { placement: string; percentage: number }[];
    };
    expect(raised.placementBidding).toEqual(
      expect.arrayContaining([
        { placement: "PLACEMENT_TOP", percentage: 200 },
        { placement: "PLACEMENT_PRODUCT_PAGE", percentage: 200 },
      ]),
    );
    const listed = (
      (await call(`${base()}?q=${other.asin}`, { cookie: cookie() })).json.data as AsinTargetPage
    ).targets[0];
    expect(listed).toMatchObject({ increaseTopOfSearchPlacement: true, increaseProductPagesPlacement: true });

    await put(target.id, { increaseTopOfSearchPlacement: false });
    const after = (await amazonCampaign(target.campaignId))?.dynamicBidding as {
      placementBidding: { placement: string; percentage: number }[];
    };
    const top = after.placementBidding.find((p) => p.placement === "PLACEMENT_TOP");
    expect(top?.percentage ?? 0).toBe(0);
    expect(after.placementBidding).toContainEqual({ placement: "PLACEMENT_PRODUCT_PAGE", percentage: 200 });
  }, 60_000);

  it("a negative ASIN target of the SKU's campaign toggles on Amazon", async () => {
    const id = await createOnAmazon(seller, "negativeTargets", {
      campaignId: productCampaign.campaign_id,
      adGroupId: productCampaign.ad_group_id,
      expression: [{ type: "ASIN_SAME_AS", value: "B0NEGATIVE" }],
      state: "ENABLED",
    });
    await seedTarget(seller.profileId, productCampaign.campaign_id, {
      targetId: id,
      kind: "NEGATIVE",
      expression: [{ type: "ASIN_SAME_AS", value: "B0NEGATIVE" }],
    });
    const bad = await putNegative(id, "ARCHIVED");
    expect(bad.json.data.message).toBe("state: Must be ENABLED or PAUSED");
    const paused = await putNegative(id, "PAUSED");
    expect(paused.status).toBe(200);
    expect(paused.json.data).toEqual({ id, state: "PAUSED" });
    const negative = await amazonEntity(seller, "negativeTargets", "targetIdFilter", id);
    expect(negative?.state).toBe("PAUSED");
  }, 60_000);

  it("another seller's profile is 1003, their SKU and target ids 1006; the ad limit is 1002; nothing changes", async () => {
    const theirProfile = await call(`/api/targets/${stranger.profileId}/${stranger.skuId}`, {
      cookie: cookie(),
    });
    expect(theirProfile.json.data.code).toBe(1003);
    const theirSku = await call(`/api/targets/${seller.profileId}/${stranger.skuId}`, { cookie: cookie() });
    expect(theirSku.json.data.code).toBe(1006);
    const theirAdd = await call(`/api/targets/${seller.profileId}/${stranger.skuId}`, {
      method: "POST",
      cookie: cookie(),
      body: { productAsin: other.asin },
    });
    expect(theirAdd.json.data.code).toBe(1006);
    await seedTarget(stranger.profileId, "their-campaign", {
      targetId: "their-target",
      expression: [{ type: "ASIN_SAME_AS", value: "B0THEIRS01" }],
    });
    expect((await put("their-target", { state: "PAUSED" })).json.data.code).toBe(1006);
    const theirNegative = await putNegative("their-target", "PAUSED");
    expect(theirNegative.json.data.code).toBe(1006);

    await withAdLimitReached(seller.user.id, async () => {
      const limited = await post("B0LIMITED1");
      expect(limited.status).toBe(403);
      expect(limited.json.data.code).toBe(1002);
      const [target] = ((await call(base(), { cookie: cookie() })).json.data as AsinTargetPage).targets;
      expect((await put(target?.id ?? "x", { state: "PAUSED" })).json.data.code).toBe(1002);
    });
  });
});
