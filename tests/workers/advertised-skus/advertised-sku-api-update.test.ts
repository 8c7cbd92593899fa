import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { otherSellerWithSku, seedSku, sellerWithProfile, storedSku } from "../support/advertised-skus";
import { call } from "../support/http";

let cookie = "";
let profileId = 0;
let other = { profileId: 0, skuId: 0 };

const put = (skuId: number, body: unknown, as = cookie, profile = profileId) =>
  call(`/api/advertised-sku/${profile}/${skuId}`, { method: "PUT", body, cookie: as });

beforeAll(async () => {
  ({ cookie, profileId } = await sellerWithProfile());
  other = await otherSellerWithSku();
});

describe("PUT /api/advertised-sku/{profileId}/{skuId} (spec 001 §5 list modals, Product Details forms)", () => {
  let skuId = 0;
  beforeAll(async () => {
    skuId = await seedSku(profileId, { sku: "EDIT-ME", budget: 1000, bidMin: 50, bidMax: 200 });
  });

  it.each([
    ["maxDailyBudget", "Required", { maxDailyBudget: null }],
    ["maxDailyBudget", "Min value - $1", { maxDailyBudget: 0.99 }],
    ["maxDailyBudget", "Must be in steps of $0.01", { maxDailyBudget: 2.001 }],
    ["bidOptimization.bidMin", "Min value - $0.02", { bidOptimization: { bidMin: 0.01 } }],
    ["bidOptimization.bidMax", "Min value - $0.03", { bidOptimization: { bidMax: 0.02 } }],
    ["bidOptimization.bidMin", "Must be in steps of $0.01", { bidOptimization: { bidMin: 0.505 } }],
    ["bidOptimization.targetAcos", "Min value - 1%", { bidOptimization: { targetAcos: 0.9 } }],
    ["bidOptimization.targetAcos", "Max value - 100%", { bidOptimization: { targetAcos: 100.1 } }],
    ["bidOptimization.targetAcos", "Required", { bidOptimization: { targetAcos: "ten" } }],
    ["bidOptimization", "Send bidMin, bidMax or targetAcos", { bidOptimization: {} }],
    ["targetRoas.targetRoas", "Required", { targetRoas: {} }],
    ["targetRoas.targetRoas", "Min value - 0.1", { targetRoas: { targetRoas: 0.09 } }],
    // Both sent: the pair's own order.
    [
      "bidOptimization.bidMax",
      "The max bid can't be lower than the min bid",
      { bidOptimization: { bidMin: 1, bidMax: 0.9 } },
    ],
    // One sent: against the stored other one ($0.50 .. $2.00).
    [
      "bidOptimization.bidMin",
      "The min bid can't be higher than the max bid",
      { bidOptimization: { bidMin: 2.01 } },
    ],
    [
      "bidOptimization.bidMax",
      "The max bid can't be lower than the min bid",
      { bidOptimization: { bidMax: 0.49 } },
    ],
    ["json", "Send at least one setting", {}],
    ["isAdvertised", "Not a setting of an advertised SKU", { isAdvertised: true }],
  ])("refuses a bad %s with '%s', 400/1005, nothing changed", async (field, message, body) => {
    const before = await storedSku(skuId);
    const { status, json } = await put(skuId, body);
    expect(status).toBe(400);
    expect(json).toEqual({ status: "ERROR", data: { code: 1005, field, message: `${field}: ${message}` } });
    expect(await storedSku(skuId)).toEqual(before);
  });

  it("takes the minimums and a bid equal to the stored other one", async () => {
    expect((await put(skuId, { bidOptimization: { bidMin: 2 } })).status).toBe(200);
    expect((await put(skuId, { bidOptimization: { bidMax: 2 } })).status).toBe(200);
    const { status, json } = await put(skuId, {
      maxDailyBudget: 1,
      bidOptimization: { bidMin: 0.02, bidMax: 0.03, targetAcos: 1 },
    });
    expect(status).toBe(200);
    // One goal (issue 29 item 2): ACOS 1 % is ROAS 100.
    expect(json.data).toMatchObject({
      id: skuId,
      maxDailyBudget: 1,
      bidOptimization: { bidMin: 0.02, bidMax: 0.03, targetAcos: 1 },
      targetRoas: { targetRoas: 100 },
      isAdvertised: false,
    });
    const roas = await put(skuId, { targetRoas: { targetRoas: 0.1 } });
    expect(roas.status).toBe(200);
    expect(roas.json.data).toMatchObject({
      bidOptimization: { targetAcos: 1000 },
      targetRoas: { targetRoas: 0.1 },
    });
  });

  it("changes only what is sent and shows it back in the detail", async () => {
    await put(skuId, {
      maxDailyBudget: 12.5,
      bidOptimization: { bidMin: 0.4, bidMax: 1.6, targetAcos: 25 },
      targetRoas: { targetRoas: 4 },
    });
    const { status, json } = await put(skuId, { maxDailyBudget: 30 });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      id: skuId,
      maxDailyBudget: 30,
      bidOptimization: { bidMin: 0.4, bidMax: 1.6, targetAcos: 25 },
      targetRoas: { targetRoas: 4 },
      isAdvertised: false,
      seasonality: null,
      negativeOptimization: null,
      searchTermExpansion: null,
      targetBidExpansion: null,
    });
    expect(await storedSku(skuId)).toMatchObject({
      max_daily_budget_cents: 3000,
      bid_min_cents: 40,
      bid_max_cents: 160,
    });
    const detail = await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.json.data).toMatchObject({
      id: skuId,
      sku: "EDIT-ME",
      maxDailyBudget: 30,
      bidOptimization: { bidMin: 0.4, bidMax: 1.6, targetAcos: 25 },
      targetRoas: { targetRoas: 4 },
    });
  });

  it("refuses another seller's SKU with 1006 and leaves it as it was", async () => {
    const before = await storedSku(other.skuId);
    const { status, json } = await put(other.skuId, { maxDailyBudget: 99 });
    expect(status).toBe(404);
    expect(json.data.code).toBe(1006);
    expect(await storedSku(other.skuId)).toEqual(before);
  });

  it("refuses another seller's profile with 1003", async () => {
    const { status, json } = await put(other.skuId, { maxDailyBudget: 99 }, cookie, other.profileId);
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
  });

  it("refuses every change with 1002 once the ad limit is reached, and changes nothing", async () => {
    const user = await sellerWithProfile("limited");
    const profile = user.profileId;
    const id = await seedSku(profile, { sku: "LIMITED" });
    await env.DB.prepare("update users set is_ad_limit_reached = 1 where id = ?").bind(user.userId).run();
    const before = await storedSku(id);
    const update = await put(id, { maxDailyBudget: 50 }, user.cookie, profile);
    expect(update.status).toBe(403);
    expect(update.json.data.code).toBe(1002);
    const create = await call(`/api/advertised-sku/${profile}`, {
      method: "POST",
      body: [],
      cookie: user.cookie,
    });
    expect(create.json.data.code).toBe(1002);
    expect(await storedSku(id)).toEqual(before);
    // Reading stays allowed.
    expect((await call(`/api/advertised-sku/${profile}/${id}`, { cookie: user.cookie })).status).toBe(200);
  });
});
