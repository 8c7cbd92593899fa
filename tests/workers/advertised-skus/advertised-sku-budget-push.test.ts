import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceProduct } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { call } from "../support/http";
import {
  addSku,
  advertise,
  clearFaults,
  demoSellerProfile,
  freshProducts,
  setFaults,
  stop,
  strangerWithSku,
  structureOnAmazon,
} from "../support/sku-structure";
import { profilesOf, settledSyncs } from "../support/sync";

type Structure = Awaited<ReturnType<typeof structureOnAmazon>>;
type Built = { skuId: number; product: MarketplaceProduct };

let seller: Awaited<ReturnType<typeof demoSellerProfile>>;
let stranger: Awaited<ReturnType<typeof strangerWithSku>>;
/** Advertised with a brand campaign (keywords that bid on their own). */
let branded: Built;
/** Advertised, for the refusal and the retry. */
let refused: Built;
/** Advertised, then stopped. */
let stopped: Built;

const put = (skuId: number, body: unknown, cookie = seller.user.cookie, profileId = seller.profileId) =>
  call(`/api/advertised-sku/${profileId}/${skuId}`, { method: "PUT", body, cookie });

/** The SKU's campaigns as the sandbox (Amazon) has them, read through the Ads API. */
const onAmazon = (built: Built) =>
  structureOnAmazon(seller.tokenId, seller.amazonProfileId, built.product.sku);
const budgets = (structure: Structure) =>
  structure.map(({ campaign }) => (campaign.budget as { budget: number }).budget);
const defaultBids = (structure: Structure) =>
  structure.flatMap(({ adGroups }) => adGroups.map((group) => group.defaultBid));
const ownBids = (structure: Structure) =>
  structure.flatMap(({ targets, keywords }) => [...targets, ...keywords].map((item) => item.bid));

const storedSku = (skuId: number) =>
  env.DB.prepare(
    "select max_daily_budget_cents as budget, bid_min_cents as bidMin, bid_max_cents as bidMax from advertised_skus where id = ?",
  )
    .bind(skuId)
    .first<{ budget: number; bidMin: number; bidMax: number }>();

/** Our synced copy of the SKU's built campaigns: budgets and ad group default bids, in cents. */
async function mirrored(skuId: number) {
  const campaigns = await env.DB.prepare(
    "select c.budget_cents as budget from sku_campaigns s join sp_campaigns c on c.profile_id = s.profile_id and c.campaign_id = s.campaign_id where s.advertised_sku_id = ? order by s.id",
  )
    .bind(skuId)
    .all<{ budget: number }>();
  const adGroups = await env.DB.prepare(
    "select g.default_bid_cents as bid from sku_campaigns s join sp_ad_groups g on g.profile_id = s.profile_id and g.ad_group_id = s.ad_group_id where s.advertised_sku_id = ? order by s.id",
  )
    .bind(skuId)
    .all<{ bid: number }>();
  return {
    budgets: campaigns.results.map((row) => row.budget),
    defaultBids: adGroups.results.map((row) => row.bid),
  };
}

async function advertised(product: MarketplaceProduct): Promise<Built> {
  const skuId = await addSku(seller.user.cookie, seller.profileId, product);
  const answer = await advertise(seller.user.cookie, seller.profileId, skuId);
  if (answer.status !== 200) throw new Error(`Advertise failed: ${JSON.stringify(answer.json)}`);
  return { skuId, product };
}

beforeAll(async () => {
  seller = await demoSellerProfile();
  stranger = await strangerWithSku();
  const [first, second, third] = await freshProducts(seller, 3);
  if (!first || !second || !third) throw new Error("three fresh demo products expected");
  branded = await advertised(first);
  const named = await call(`/api/brands/${seller.profileId}/${branded.skuId}`, {
    method: "PUT",
    cookie: seller.user.cookie,
    body: { brandName: "Budget Push" },
  });
  if (named.status !== 200) throw new Error(`naming the brand failed: ${JSON.stringify(named.json)}`);
  const launched = await call(`/api/brands/${seller.profileId}/${branded.skuId}/launch`, {
    method: "POST",
    cookie: seller.user.cookie,
  });
  if (launched.status !== 200) throw new Error(`Launch Brand failed: ${JSON.stringify(launched.json)}`);
  refused = await advertised(second);
  stopped = await advertised(third);
  if ((await stop(seller.user.cookie, seller.profileId, stopped.skuId)).status !== 200) {
    throw new Error("Stop failed");
  }
}, 180_000);

afterAll(async () => {
  await clearFaults();
  await settledSyncs((await profilesOf(seller.tokenId)).map((profile) => profile.id));
}, 60_000);

describe("PUT /api/advertised-sku/{profileId}/{skuId} on an advertised SKU: Amazon follows (docs/campaign-structure.md)", () => {
  it("splits the new Max budget over the campaigns built for the SKU on Amazon, and the campaign copies follow", async () => {
    const before = await onAmazon(branded);
    // The SKU's $25 is its four campaigns' together (Advertise's three and the brand's).
    expect(budgets(before)).toEqual([6.25, 6.25, 6.25, 6.25]);

    const { status, json } = await put(branded.skuId, { maxDailyBudget: 40 });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ id: branded.skuId, maxDailyBudget: 40, isAdvertised: true });

    const after = await onAmazon(branded);
    expect(after.map(({ campaign }) => campaign.campaignId)).toEqual(
      before.map(({ campaign }) => campaign.campaignId),
    );
    expect(budgets(after)).toEqual([10, 10, 10, 10]);
    // The bids were not part of the change.
    expect(defaultBids(after)).toEqual(defaultBids(before));
    expect(ownBids(after)).toEqual(ownBids(before));
    expect(await storedSku(branded.skuId)).toMatchObject({ budget: 4000 });
    expect((await mirrored(branded.skuId)).budgets).toEqual([1000, 1000, 1000, 1000]);

    const list = await call(
      `/api/campaigns/${seller.profileId}/page?limit=100&name=${encodeURIComponent(branded.product.sku)}`,
      { cookie: seller.user.cookie },
    );
    const listed: { budget: { budget: number } }[] = list.json.data.campaigns;
    expect(listed.map((campaign) => campaign.budget.budget)).toEqual([10, 10, 10, 10]);
  });

  it("raises default, auto-target and keyword bids below a new min bid to it on Amazon", async () => {
    const before = await onAmazon(branded);
    expect(new Set([...defaultBids(before), ...ownBids(before)])).toEqual(new Set([0.78]));
    expect(before.flatMap(({ keywords }) => keywords)).toHaveLength(2);

    const { status, json } = await put(branded.skuId, { bidOptimization: { bidMin: 0.9, bidMax: 1.5 } });
    expect(status).toBe(200);
    expect(json.data.bidOptimization).toMatchObject({ bidMin: 0.9, bidMax: 1.5 });

    const after = await onAmazon(branded);
    expect(defaultBids(after)).toEqual([0.9, 0.9, 0.9, 0.9]);
    // The four auto clauses and the brand's two keywords.
    expect(ownBids(after)).toEqual([0.9, 0.9, 0.9, 0.9, 0.9, 0.9]);
    expect(budgets(after)).toEqual([10, 10, 10, 10]);
    expect((await mirrored(branded.skuId)).defaultBids).toEqual([90, 90, 90, 90]);
  });

  it("lowers bids above a new max bid to it on Amazon and leaves bids inside the range alone", async () => {
    const { status } = await put(branded.skuId, { bidOptimization: { bidMin: 0.5, bidMax: 0.6 } });
    expect(status).toBe(200);
    const lowered = await onAmazon(branded);
    expect(defaultBids(lowered)).toEqual([0.6, 0.6, 0.6, 0.6]);
    expect(new Set(ownBids(lowered))).toEqual(new Set([0.6]));

    // 0.60 lies inside the wider range: nothing moves.
    expect((await put(branded.skuId, { bidOptimization: { bidMin: 0.2, bidMax: 2 } })).status).toBe(200);
    const widened = await onAmazon(branded);
    expect(defaultBids(widened)).toEqual([0.6, 0.6, 0.6, 0.6]);
    expect(new Set(ownBids(widened))).toEqual(new Set([0.6]));
    expect(await storedSku(branded.skuId)).toEqual({ budget: 4000, bidMin: 20, bidMax: 200 });
  });

  it("validates before asking Amazon: a bad bid order is 400/1005 and neither Amazon nor the SKU changes", async () => {
    const before = await onAmazon(branded);
    const { status, json } = await put(branded.skuId, { maxDailyBudget: 55, bidOptimization: { bidMin: 3 } });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: "bidOptimization.bidMin: The min bid can't be higher than the max bid",
    });
    expect(budgets(await onAmazon(branded))).toEqual(budgets(before));
    expect(await storedSku(branded.skuId)).toEqual({ budget: 4000, bidMin: 20, bidMax: 200 });
  });

  it("answers 1008 when Amazon refuses a campaign, stores nothing, and the retry finishes the change", async () => {
    const storedBefore = await storedSku(refused.skuId);
    const mirroredBefore = await mirrored(refused.skuId);
    const change = { maxDailyBudget: 30, bidOptimization: { bidMin: 0.9, bidMax: 1.2 } };
    // With this seed Amazon accepts two of the three campaigns' budgets and throttles the third
    // (a 207 with a per-item error).
    await setFaults({ throttledItemRate: 0.5, seed: "sku-budget-push-3" });
    try {
      const first = await put(refused.skuId, change);
      expect(first.status).toBe(502);
      expect(first.json.data.code).toBe(1008);
      expect(first.json.data.message).toContain(
        "Amazon did not accept the new daily budget of the SKU's campaigns",
      );
      expect(first.json.data.message).toContain("Please try again: the SKU's settings were not changed.");
    } finally {
      await clearFaults();
    }
    const partial = await onAmazon(refused);
    // Part of the raises went through ($8.34/$8.33/$8.33 → $10.01/$10/$9.99), the rest did not.
    expect(budgets(partial).filter((budget) => budget < 9)).not.toHaveLength(0);
    expect(budgets(partial).filter((budget) => budget > 9)).not.toHaveLength(0);
    // Amazon refused part of the budgets: the bids were not sent.
    expect(defaultBids(partial)).toEqual([0.78, 0.78, 0.78]);
    expect(await storedSku(refused.skuId)).toEqual(storedBefore);
    expect(await mirrored(refused.skuId)).toEqual(mirroredBefore);

    const retry = await put(refused.skuId, change);
    expect(retry.status).toBe(200);
    expect(retry.json.data).toMatchObject({
      maxDailyBudget: 30,
      bidOptimization: { bidMin: 0.9, bidMax: 1.2 },
    });
    const done = await onAmazon(refused);
    expect(budgets(done)).toEqual([10.01, 10, 9.99]);
    expect(defaultBids(done)).toEqual([0.9, 0.9, 0.9]);
    expect(ownBids(done)).toEqual([0.9, 0.9, 0.9, 0.9]);
    expect(await storedSku(refused.skuId)).toEqual({ budget: 3000, bidMin: 90, bidMax: 120 });
    expect(await mirrored(refused.skuId)).toEqual({ budgets: [1001, 1000, 999], defaultBids: [90, 90, 90] });
  });

  it("refuses a Max budget under Amazon's $1.00 minimum for each campaign, 400/1005 naming maxDailyBudget, changing nothing", async () => {
    const before = await onAmazon(refused);
    const { status, json } = await put(refused.skuId, { maxDailyBudget: 2.99 });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: `maxDailyBudget: ${refused.product.sku}'s Max budget $2.99 cannot give each of its 3 campaigns Amazon's minimum daily budget of $1.00: set a Max budget of at least $3.00.`,
    });
    expect(budgets(await onAmazon(refused))).toEqual(budgets(before));
    expect(await storedSku(refused.skuId)).toMatchObject({ budget: 3000 });
  });

  it("raises bids toward a min bid above the new budget only up to the budget, which Amazon accepts", async () => {
    const { status, json } = await put(refused.skuId, {
      maxDailyBudget: 3,
      bidOptimization: { bidMin: 1.5, bidMax: 2 },
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ maxDailyBudget: 3, bidOptimization: { bidMin: 1.5, bidMax: 2 } });
    const capped = await onAmazon(refused);
    expect(budgets(capped)).toEqual([1, 1, 1]);
    expect(defaultBids(capped)).toEqual([1, 1, 1]);
    expect(ownBids(capped)).toEqual([1, 1, 1, 1]);
    expect(await mirrored(refused.skuId)).toEqual({ budgets: [100, 100, 100], defaultBids: [100, 100, 100] });
  });
});

describe("PUT /api/advertised-sku/{profileId}/{skuId} on a SKU that is not advertised", () => {
  it("stores the budget and bids without asking Amazon: its paused campaigns keep theirs", async () => {
    const before = await onAmazon(stopped);
    expect(before.map(({ campaign }) => campaign.state)).toEqual(["PAUSED", "PAUSED", "PAUSED"]);
    // Amazon would refuse every item now: the change must not need it.
    await setFaults({ throttledItemRate: 1, seed: "sku-budget-push-stopped" });
    let answer: Awaited<ReturnType<typeof put>>;
    try {
      answer = await put(stopped.skuId, { maxDailyBudget: 33, bidOptimization: { bidMin: 1, bidMax: 1.1 } });
    } finally {
      await clearFaults();
    }
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({
      maxDailyBudget: 33,
      bidOptimization: { bidMin: 1, bidMax: 1.1 },
      isAdvertised: false,
    });
    expect(await storedSku(stopped.skuId)).toEqual({ budget: 3300, bidMin: 100, bidMax: 110 });
    const after = await onAmazon(stopped);
    expect(budgets(after)).toEqual(budgets(before));
    expect(defaultBids(after)).toEqual(defaultBids(before));
  });
});

describe("Advertise again after a Stop", () => {
  it("enables the SKU's campaigns with the budget and bid range changed while it was stopped", async () => {
    const changed = await put(stopped.skuId, {
      maxDailyBudget: 27,
      bidOptimization: { bidMin: 1.2, bidMax: 1.3 },
    });
    expect(changed.status).toBe(200);
    const answer = await advertise(seller.user.cookie, seller.profileId, stopped.skuId);
    expect(answer.status).toBe(200);
    const after = await onAmazon(stopped);
    expect(after.map(({ campaign }) => campaign.state)).toEqual(["ENABLED", "ENABLED", "ENABLED"]);
    expect(budgets(after)).toEqual([9.01, 9, 8.99]);
    for (const bid of defaultBids(after)) expect(bid).toBeGreaterThanOrEqual(1.2);
    for (const bid of defaultBids(after)) expect(bid).toBeLessThanOrEqual(1.3);
    expect((await mirrored(stopped.skuId)).budgets).toEqual([901, 900, 899]);
  });
});

describe("PUT /api/advertised-sku/{profileId}/{skuId} with another seller's ids", () => {
  it("answers 1006 for another seller's SKU and changes nothing of theirs", async () => {
    const { status, json } = await put(stranger.skuId, { maxDailyBudget: 99 });
    expect(status).toBe(404);
    expect(json.data.code).toBe(1006);
    expect(await storedSku(stranger.skuId)).toEqual({ budget: 1000, bidMin: 20, bidMax: 300 });
  });

  it("answers 1003 for another seller's profile and changes nothing of theirs", async () => {
    const { status, json } = await put(
      stranger.skuId,
      { maxDailyBudget: 99 },
      seller.user.cookie,
      stranger.profileId,
    );
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
    expect(await storedSku(stranger.skuId)).toEqual({ budget: 1000, bidMin: 20, bidMax: 300 });
  });
});
