import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BudgetRecommendations } from "../../worker/contracts/automation/budget-recommendation";
import { sandboxControl } from "./support/amazon";
import { call } from "./support/http";
import {
  addSku,
  advertise,
  type DemoSeller,
  demoSellerProfile,
  freshProducts,
  settleSellerSyncs,
  strangerWithSku,
} from "./support/sku-structure";
import { runSync, settledSyncs } from "./support/sync";

/**
 * A SKU whose small budget runs out every day in the sandbox's market while it sells under target:
 * the hourly syncs see its campaigns CAMPAIGN_OUT_OF_BUDGET, and the API recommends a bigger Max
 * budget with the estimated sales (issue 29, item 10).
 */
let seller: DemoSeller;
let skuId = 0;
const SYNC_EVERY_HOURS = 3;
const DAYS = 4;

const recommendations = (cookie: string, profileId: number, query = "") =>
  call(`/api/automation/${profileId}/budget-recommendations${query}`, { cookie });

beforeAll(async () => {
  seller = await demoSellerProfile();
  const [product] = await freshProducts(seller, 1);
  if (!product) throw new Error("no fresh product");
  skuId = await addSku(seller.user.cookie, seller.profileId, product, {
    maxDailyBudget: 2,
    bidMin: 0.8,
    bidMax: 1.6,
  });
  expect((await advertise(seller.user.cookie, seller.profileId, skuId)).status).toBe(200);
  // A generous target: whatever it sells, it sells under it.
  await env.DB.prepare("update advertised_skus set target_acos = 400 where id = ?").bind(skuId).run();
  // The syncs of the product: every few hours, as the hourly cron would, for a few days.
  for (let step = 0; step < (DAYS * 24) / SYNC_EVERY_HOURS; step++) {
    await sandboxControl("/_sandbox/clock/advance", { hours: SYNC_EVERY_HOURS });
    await runSync(seller.profileId);
  }
  await settledSyncs([seller.profileId]);
}, 600_000);

afterAll(async () => {
  await settleSellerSyncs(seller);
}, 60_000);

describe("budget-bound SKUs: GET /api/automation/{profileId}/budget-recommendations", () => {
  it("records the hours the syncs saw its campaigns out of budget, and recommends a bigger Max budget with the estimated sales", async () => {
    const { results: outs } = await env.DB.prepare(
      `select o.date, o.hour from campaign_budget_outs o
       join sku_campaigns s on s.profile_id = o.profile_id and s.campaign_id = o.campaign_id
       where s.advertised_sku_id = ? order by o.date`,
    )
      .bind(skuId)
      .all<{ date: string; hour: number }>();
    expect(new Set(outs.map((out) => out.date)).size).toBeGreaterThanOrEqual(2);

    const { status, json } = await recommendations(seller.user.cookie, seller.profileId, `?skuId=${skuId}`);
    expect(status).toBe(200);
    const [recommendation] = (json.data as BudgetRecommendations).recommendations;
    expect(recommendation).toMatchObject({ skuId, maxDailyBudget: 2, targetAcos: 400, windowDays: 7 });
    expect(recommendation?.outDays).toBeGreaterThanOrEqual(2);
    expect(recommendation?.suggestedMaxBudget).toBeGreaterThan(2);
    // The campaign that ran out may not have sold in the week (a $2 budget buys a few clicks): then the
    // estimate at its sales rate is $0, and says so, rather than a guess.
    expect(recommendation?.estimatedExtraSalesPerDay).toBeGreaterThanOrEqual(0);
    expect(recommendation?.reason).toMatch(
      /^Budget-bound: ran out of budget by \d\d:00 on \d of the last 7 days while ACOS [\d.]+ % over those days is under the 400 % target$/,
    );
    expect(recommendation?.recommendation).toMatch(
      /^Raise the Max budget from \$2\.00 to about \$\d+\.00: estimated \+\$[\d.]+ sales a day .*an estimate\)\.$/,
    );

    // The profile-wide list (the dashboard's) holds it too.
    const all = await recommendations(seller.user.cookie, seller.profileId);
    expect((all.json.data as BudgetRecommendations).recommendations.map((item) => item.skuId)).toContain(
      skuId,
    );
  });

  it("refuses another seller's SKU (1006) and profile (1003)", async () => {
    const stranger = await strangerWithSku();
    const theirs = await recommendations(seller.user.cookie, seller.profileId, `?skuId=${stranger.skuId}`);
    expect(theirs.json.data.code).toBe(1006);
    const theirProfile = await recommendations(seller.user.cookie, stranger.profileId);
    expect(theirProfile.json.data.code).toBe(1003);
  });
});
