/**
 * One target, always shown (issue 29 item 2): target ROAS and target ACOS are one goal (ACOS = 100 /
 * ROAS). Saving either through PUT /api/advertised-sku/{profileId}/{skuId} stores both, the API
 * answers both, the automation reads the one in force; both sent must agree. Before: each was stored
 * alone, the other kept its old value (or null), and the automation took the ACOS silently.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { advertisedSkuSettings } from "../../../worker/automation/sku-settings";
import { TARGETS_DISAGREE_MESSAGE } from "../../../worker/contracts/automation/target-acos";
import { createDatabase } from "../../../worker/db/client";
import { seedSku, sellerWithProfile, storedSku } from "../support/advertised-skus";
import { call } from "../support/http";

let cookie = "";
let profileId = 0;
let skuId = 0;

const put = (body: unknown) =>
  call(`/api/advertised-sku/${profileId}/${skuId}`, { method: "PUT", body, cookie });
const detail = async () => (await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie })).json.data;

beforeAll(async () => {
  ({ cookie, profileId } = await sellerWithProfile("one-target"));
  skuId = await seedSku(profileId, { sku: "ONE-TARGET", isAdvertised: false });
});

describe("target ROAS ⇄ target ACOS: one goal", () => {
  it("a target ROAS saved stores its ACOS (100 / ROAS): the API answers both", async () => {
    const { status, json } = await put({ targetRoas: { targetRoas: 4 } });
    expect(status).toBe(200);
    expect(json.data.targetRoas).toEqual({ targetRoas: 4 });
    expect(json.data.bidOptimization.targetAcos).toBe(25);
    expect(await storedSku(skuId)).toMatchObject({ target_roas: 4, target_acos: 25 });
    const shown = await detail();
    expect(shown.targetRoas).toEqual({ targetRoas: 4 });
    expect(shown.bidOptimization.targetAcos).toBe(25);
  });

  it("a target ACOS saved (Bid optimization) stores its ROAS: the ROAS is never left behind", async () => {
    await put({ targetRoas: { targetRoas: 4 } });
    const { status, json } = await put({ bidOptimization: { targetAcos: 40 } });
    expect(status).toBe(200);
    expect(json.data.bidOptimization.targetAcos).toBe(40);
    expect(json.data.targetRoas.targetRoas).toBeCloseTo(2.5, 10);
    const shown = await detail();
    expect(shown.targetRoas.targetRoas).toBeCloseTo(2.5, 10);
  });

  it("the automation bids toward the target saved last, either way", async () => {
    const db = createDatabase(env.DB);
    // seedSku made it not advertised: the engine reads advertised SKUs only.
    await env.DB.prepare("update advertised_skus set is_advertised = 1 where id = ?").bind(skuId).run();
    await put({ bidOptimization: { targetAcos: 20 } });
    await put({ targetRoas: { targetRoas: 2 } });
    let [settings] = await advertisedSkuSettings(db, profileId, "America/Los_Angeles", skuId);
    expect(settings?.targetAcos).toBe(50);
    await put({ bidOptimization: { targetAcos: 30 } });
    [settings] = await advertisedSkuSettings(db, profileId, "America/Los_Angeles", skuId);
    expect(settings?.targetAcos).toBe(30);
    await env.DB.prepare("update advertised_skus set is_advertised = 0 where id = ?").bind(skuId).run();
  });

  it("both sent: taken when they agree to display rounding, refused 400/1005 when not, nothing changed", async () => {
    expect(
      (await put({ targetRoas: { targetRoas: 3.5 }, bidOptimization: { targetAcos: 28.57 } })).status,
    ).toBe(200);
    expect(await storedSku(skuId)).toMatchObject({ target_roas: 3.5, target_acos: 28.57 });
    const before = await storedSku(skuId);
    const { status, json } = await put({
      targetRoas: { targetRoas: 0.1 },
      bidOptimization: { targetAcos: 1 },
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      status: "ERROR",
      data: {
        code: 1005,
        field: "targetRoas.targetRoas",
        message: `targetRoas.targetRoas: ${TARGETS_DISAGREE_MESSAGE}`,
      },
    });
    expect(await storedSku(skuId)).toEqual(before);
  });

  it("migration one_target: a row saved before with two different targets keeps the ACOS in force, its ROAS set from it", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes("one_target"));
    expect(migration).toBeDefined();
    const both = await seedSku(profileId, { sku: "OLD-BOTH" });
    const roasOnly = await seedSku(profileId, { sku: "OLD-ROAS" });
    const neither = await seedSku(profileId, { sku: "OLD-NONE" });
    await env.DB.prepare("update advertised_skus set target_acos = 20, target_roas = 3 where id = ?")
      .bind(both)
      .run();
    await env.DB.prepare("update advertised_skus set target_roas = 4 where id = ?").bind(roasOnly).run();
    for (const query of migration?.queries ?? []) await env.DB.prepare(query).run();
    expect(await storedSku(both)).toMatchObject({ target_acos: 20, target_roas: 5 });
    expect(await storedSku(roasOnly)).toMatchObject({ target_acos: 25, target_roas: 4 });
    expect(await storedSku(neither)).toMatchObject({ target_acos: null, target_roas: null });
  });
});
