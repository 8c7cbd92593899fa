/**
 * Issue 29, item 7: each marketplace's money in its own currency, in the Worker's own messages too.
 * A UK profile's refusals of a budget the SKU's Max budget cannot hold name the amounts in pounds;
 * a US profile's read exactly as before; the automation reads each SKU's settings with its currency.
 * Both refusals come before anything is asked of Amazon, so seeded rows are enough.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { advertisedSkuSettings } from "../../../worker/automation/sku-settings";
import { createDatabase } from "../../../worker/db/client";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { seedAdvertisedSku, seedCampaign, seedProfile, TIMEZONE } from "../support/seed-ads";

const LONDON = "Europe/London";
const UK = { countryCode: "UK", currencyCode: "GBP" };

let ann: Awaited<ReturnType<typeof signedInUser>>;
type Seeded = { profileId: number; skuId: number; sku: string; campaignIds: string[] };
let uk: Seeded;
let us: Seeded;

/**
 * An advertised SKU with a Max budget of 10.00 (seedAdvertisedSku) and two campaigns Skupilot built
 * for it (Auto and Keywords) at 5.00 each.
 */
async function skuWithTwoCampaigns(profileId: number, prefix: string): Promise<Seeded> {
  const campaignIds = [`${prefix}-auto`, `${prefix}-kw`];
  for (const campaignId of campaignIds) {
    await seedCampaign(profileId, { campaignId, name: campaignId, budgetCents: 500 });
  }
  const sku = `${prefix.toUpperCase()}-MUG`;
  const skuId = await seedAdvertisedSku(profileId, campaignIds[0] ?? "", sku, "B0MUG00001");
  await env.DB.prepare("update advertised_skus set is_advertised = 1 where id = ?").bind(skuId).run();
  for (const [index, role] of ["AUTO", "KEYWORD"].entries()) {
    await env.DB.prepare(
      "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, is_complete, created_at) values (?, ?, ?, ?, 1, 0)",
    )
      .bind(profileId, skuId, role, campaignIds[index])
      .run();
  }
  return { profileId, skuId, sku, campaignIds };
}

const budgetsOf = async (profileId: number) =>
  (
    await env.DB.prepare(
      "select budget_cents as cents from sp_campaigns where profile_id = ? order by campaign_id",
    )
      .bind(profileId)
      .all<{ cents: number }>()
  ).results.map((row) => row.cents);

beforeAll(async () => {
  ann = await signedInUser("ann");
  uk = await skuWithTwoCampaigns(await seedProfile(ann.id, LONDON, UK), "uk");
  us = await skuWithTwoCampaigns(await seedProfile(ann.id), "us");
});

describe("the Worker's messages in the profile's currency (issue 29, item 7)", () => {
  it("a UK campaign budget edit over the SKU's Max budget is refused in pounds, and nothing changes", async () => {
    const before = await budgetsOf(uk.profileId);
    const { status, json } = await call(`/api/campaigns/${uk.profileId}/${uk.campaignIds[0]}`, {
      method: "PUT",
      cookie: ann.cookie,
      body: { budget: 10 },
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: `budget: ${uk.sku}'s Max budget is £10.00 and its other campaigns hold £1.00 (Amazon's minimum £1.00 for the other one): this campaign can have at most £9.00.`,
    });
    expect(await budgetsOf(uk.profileId)).toEqual(before);
  });

  it("a US one reads as before, in dollars", async () => {
    const { status, json } = await call(`/api/campaigns/${us.profileId}/${us.campaignIds[0]}`, {
      method: "PUT",
      cookie: ann.cookie,
      body: { budget: 10 },
    });
    expect(status).toBe(400);
    expect(json.data.message).toBe(
      `budget: ${us.sku}'s Max budget is $10.00 and its other campaigns hold $1.00 (Amazon's minimum $1.00 for the other one): this campaign can have at most $9.00.`,
    );
  });

  it("a UK Max budget too small for the SKU's campaigns is refused in pounds, and nothing is stored", async () => {
    const { status, json } = await call(`/api/advertised-sku/${uk.profileId}/${uk.skuId}`, {
      method: "PUT",
      cookie: ann.cookie,
      body: { maxDailyBudget: 1.5 },
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: `maxDailyBudget: ${uk.sku}'s Max budget £1.50 cannot give each of its 2 campaigns Amazon's minimum daily budget of £1.00: set a Max budget of at least £2.00.`,
    });
    const stored = await env.DB.prepare(
      "select max_daily_budget_cents as cents from advertised_skus where id = ?",
    )
      .bind(uk.skuId)
      .first<{ cents: number }>();
    expect(stored?.cents).toBe(1000);
  });

  it("the automation reads each SKU's settings with its profile's currency", async () => {
    const db = createDatabase(env.DB);
    const [ukSettings] = await advertisedSkuSettings(db, uk.profileId, LONDON);
    const [usSettings] = await advertisedSkuSettings(db, us.profileId, TIMEZONE);
    expect(ukSettings).toMatchObject({ skuId: uk.skuId, currency: "GBP" });
    expect(usSettings).toMatchObject({ skuId: us.skuId, currency: "USD" });
  });
});
