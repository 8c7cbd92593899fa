import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdvertisePreview } from "../../../worker/contracts/advertised-skus/advertise-preview";
import type { MarketplaceProduct } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { advertisePlan, defaultBidCents } from "../../../worker/services/sku-structure/plan";
import { call } from "../support/http";
import {
  advertise,
  type DemoSeller,
  demoSellerWithSku,
  type Stranger,
  settleSellerSyncs,
  structureOnAmazon,
} from "../support/sku-structure";

/** What Advertise will do, shown before it does it (issue 29, item 9). */
let seller: DemoSeller;
let stranger: Stranger;
let product: MarketplaceProduct;
let skuId = 0;

const preview = (cookie: string, profileId: number, id: number | string) =>
  call(`/api/campaigns/${profileId}/auto/${id}/preview`, { cookie });

beforeAll(async () => {
  ({ seller, stranger, product, skuId } = await demoSellerWithSku(1));
  // A target ACOS of 25 % and negatives at 40 clicks without a sale; no harvesting.
  await env.DB.prepare("update advertised_skus set target_acos = 25, negative_optimization = ? where id = ?")
    .bind(JSON.stringify({ frequency: "DAILY", lookBackPeriod: 14, clicksWithoutSale: 40 }), skuId)
    .run();
}, 60_000);

afterAll(async () => {
  await settleSellerSyncs(seller);
}, 60_000);

describe("Advertise's preview: GET /api/campaigns/{profileId}/auto/{skuId}/preview", () => {
  it("answers the planned campaigns, their budgets as the plan splits the Max budget, the starting bids and the rules' first changes, creating nothing on Amazon", async () => {
    const { status, json } = await preview(seller.user.cookie, seller.profileId, skuId);
    expect(status).toBe(200);
    const answer = json.data as AdvertisePreview;
    const limits = { sku: product.sku, maxDailyBudgetCents: 2500, bidMinCents: 30, bidMaxCents: 125 };
    const plan = advertisePlan(limits);

    expect(answer).toMatchObject({
      advertisedSkuId: skuId,
      sku: product.sku,
      maxDailyBudget: 25,
      bidMin: 0.3,
      bidMax: 1.25,
    });
    expect(
      answer.campaigns.map(({ name, role, targetingType, isNew }) => ({ name, role, targetingType, isNew })),
    ).toEqual([
      { name: `${product.sku} · Auto`, role: "AUTO", targetingType: "AUTO", isNew: true },
      { name: `${product.sku} · Keywords (manual)`, role: "KEYWORD", targetingType: "MANUAL", isNew: true },
      {
        name: `${product.sku} · Product targets (manual)`,
        role: "PRODUCT",
        targetingType: "MANUAL",
        isNew: true,
      },
    ]);
    // The budgets are the plan's, whatever split it makes of the Max budget, and add up to its total.
    expect(answer.campaigns.map((campaign) => campaign.dailyBudget)).toEqual(
      plan.map((p) => p.budgetCents / 100),
    );
    const sum = answer.campaigns.reduce(
      (total, campaign) => total + Math.round(campaign.dailyBudget * 100),
      0,
    );
    expect(sum).toBe(plan.reduce((total, p) => total + p.budgetCents, 0));
    expect(Math.round(answer.totalDailyBudget * 100)).toBe(sum);

    const bid = defaultBidCents(limits) / 100;
    expect(bid).toBe(0.78);
    for (const campaign of answer.campaigns) expect(campaign.defaultBid).toBe(bid);
    const auto = answer.campaigns[0];
    expect(auto?.startingTargets).toEqual(
      ["Close match", "Loose match", "Complements", "Substitutes"].map((label) => ({ label, bid })),
    );
    expect(answer.campaigns[1]?.startingTargets).toEqual([]);
    expect(answer.enabledAgain).toEqual([]);

    const rule = (label: string) => answer.rules.find((item) => item.label === label);
    expect(rule("Bid optimization")).toMatchObject({ isOn: true });
    expect(rule("Bid optimization")?.firstChange).toMatch(
      /^Bid optimisation toward 25 % ACOS \(ROAS 4\.00\) only raises bids until the campaigns have collected \d+ clicks/,
    );
    expect(rule("Negative optimization")).toMatchObject({ isOn: true });
    expect(rule("Negative optimization")?.firstChange).toContain("40 clicks without a sale");
    expect(rule("Search term expansion")).toMatchObject({ isOn: false });
    expect(rule("Day parting")).toMatchObject({ isOn: false });

    // Read-only: nothing on Amazon, the SKU not advertised.
    expect(await structureOnAmazon(seller.tokenId, seller.amazonProfileId, product.sku)).toHaveLength(0);
    const row = await env.DB.prepare("select is_advertised from advertised_skus where id = ?")
      .bind(skuId)
      .first<{ is_advertised: number }>();
    expect(row?.is_advertised).toBe(0);
  });

  it("refuses another seller's SKU (1006) and another seller's profile (1003)", async () => {
    const theirs = await preview(seller.user.cookie, seller.profileId, stranger.skuId);
    expect(theirs.status).toBe(404);
    expect(theirs.json.data.code).toBe(1006);
    const theirProfile = await preview(seller.user.cookie, stranger.profileId, skuId);
    expect(theirProfile.status).toBe(404);
    expect(theirProfile.json.data.code).toBe(1003);
    const asStranger = await preview(stranger.cookie, seller.profileId, skuId);
    expect(asStranger.json.data.code).toBe(1003);
  });

  it("a bad SKU id is 400/1005 naming the field", async () => {
    const { status, json } = await preview(seller.user.cookie, seller.profileId, "abc");
    expect(status).toBe(400);
    expect(json.data.code).toBe(1005);
    expect(json.data.message).toContain("skuId");
  });

  it("once the SKU is advertised, answers what Advertise would: 'The advertising has already been started'", async () => {
    expect((await advertise(seller.user.cookie, seller.profileId, skuId)).status).toBe(200);
    const { status, json } = await preview(seller.user.cookie, seller.profileId, skuId);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, message: "The advertising has already been started" });
  });
});
