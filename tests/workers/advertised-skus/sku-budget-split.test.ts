import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { createReport, downloadReport, getReport } from "../../../worker/amazon/reports";
import { mutate } from "../../../worker/amazon/sp-entities";
import { runAutomation } from "../../../worker/automation/run-automation";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import { shiftDate } from "../../../worker/contracts/date-range";
import worker from "../../../worker/index";
import { sandboxControl } from "../support/amazon";
import { settledAutomation } from "../support/automation";
import { readWriteLog, startWriteLog, stopWriteLog, type Write } from "../support/fault-parity";
import { call } from "../support/http";
import {
  addSku,
  advertise,
  demoSellerProfile,
  freshProducts,
  structureOnAmazon,
} from "../support/sku-structure";
import { adsClientOf, db, FAST_RETRY, profilesOf, runSync, settledSyncs } from "../support/sync";

/**
 * Issue 29's acceptance: a SKU's Max budget is the SKU's. A SKU at $50 with Advertise's three
 * campaigns, a brand and two competitors holds at most $50 of daily budgets on the sandbox's Amazon,
 * spends at most $50 on each of 7 simulated days while the hourly jobs run, re-splits a raised Max
 * budget at once, and refuses a campaign budget edit that would take it over its Max budget.
 */
let seller: Awaited<ReturnType<typeof demoSellerProfile>>;
let skuId: number;
let sku: string;
let advertisedOn: string;
/** The SKU's budgets after Advertise, and every SP write of the brand's and competitors' launches, in order. */
let afterAdvertise: Map<string, number>;
let launchWrites: Write[];

const dollars = (campaign: Record<string, unknown>) => (campaign.budget as { budget: number }).budget;
const onAmazon = async () =>
  (await structureOnAmazon(seller.tokenId, seller.amazonProfileId, sku)).map((s) => s.campaign);
const cents = (value: number) => Math.round(value * 100);
const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
const totalCents = (campaigns: Record<string, unknown>[]) =>
  campaigns.reduce((sum, campaign) => sum + cents(dollars(campaign)), 0);

async function ok(answer: Promise<{ status: number; json: { data: unknown } }>, what: string) {
  const { status, json } = await answer;
  if (status !== 200) throw new Error(`${what} failed: ${JSON.stringify(json)}`);
  return json.data;
}

/** Each date's spend of the SKU's campaigns, from the sandbox's own spCampaigns report. */
async function spendByDay(campaignIds: string[], startDate: string, endDate: string) {
  const client = await adsClientOf(seller.tokenId);
  const reportId = await createReport(client, seller.amazonProfileId, {
    name: `budget split ${startDate}..${endDate}`,
    startDate,
    endDate,
    reportTypeId: "spCampaigns",
    groupBy: ["campaign"],
    columns: ["date", "campaignId", "cost"],
    timeUnit: "DAILY",
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await getReport(client, seller.amazonProfileId, reportId);
    if (job.status === "COMPLETED" && job.url) {
      const rows = await downloadReport<{ date: string; campaignId: string | number; cost: number }>(job.url);
      const byDay = new Map<string, number>();
      for (const row of rows) {
        if (!campaignIds.includes(String(row.campaignId))) continue;
        byDay.set(row.date, (byDay.get(row.date) ?? 0) + cents(row.cost));
      }
      return byDay;
    }
    if (job.status === "FAILED" || Date.now() > deadline)
      throw new Error(`report ${reportId}: ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  seller = await demoSellerProfile();
  const [product] = await freshProducts(seller, 1);
  if (!product) throw new Error("a fresh demo product expected");
  sku = product.sku;
  skuId = await addSku(seller.user.cookie, seller.profileId, product, {
    maxDailyBudget: 50,
    bidMin: 0.3,
    bidMax: 1.25,
  });
  await ok(advertise(seller.user.cookie, seller.profileId, skuId), "Advertise");
  afterAdvertise = new Map((await onAmazon()).map((c) => [String(c.campaignId), cents(dollars(c))]));
  await startWriteLog();
  const cookie = seller.user.cookie;
  await ok(
    call(`/api/brands/${seller.profileId}/${skuId}`, {
      method: "PUT",
      cookie,
      body: { brandName: "Split Brand" },
    }),
    "naming the brand",
  );
  await ok(
    call(`/api/brands/${seller.profileId}/${skuId}/launch`, { method: "POST", cookie }),
    "Launch Brand",
  );
  for (const competitorName of ["Rival One", "Rival Two"]) {
    const added = (await ok(
      call(`/api/competitors/${seller.profileId}/${skuId}`, {
        method: "POST",
        cookie,
        body: { competitorName },
      }),
      "adding a competitor",
    )) as { id: number };
    await ok(
      call(`/api/competitors/${seller.profileId}/${skuId}/${added.id}/launch`, { method: "POST", cookie }),
      "launching a competitor",
    );
  }
  launchWrites = await readWriteLog();
  await stopWriteLog();
  advertisedOn = ruleClockAt(await marketplaceNow(env), "America/Los_Angeles").today;
}, 180_000);

afterAll(async () => {
  await settledSyncs((await profilesOf(seller.tokenId)).map((profile) => profile.id));
}, 60_000);

describe("a SKU's Max budget caps the whole SKU (issue 29)", () => {
  it("with a brand and two competitors, its six campaigns' daily budgets add up to at most $50 on Amazon", async () => {
    const campaigns = await onAmazon();
    expect(campaigns).toHaveLength(6);
    expect(totalCents(campaigns)).toBeLessThanOrEqual(5000);
    expect(totalCents(campaigns)).toBeGreaterThanOrEqual(4990);
    for (const campaign of campaigns) expect(dollars(campaign)).toBeGreaterThanOrEqual(1);
  });

  it("launching the brand and the competitors lowers the others first: the budgets never add up to more than $50 on the way", async () => {
    const budgets = new Map(afterAdvertise);
    let writes = 0;
    for (const write of launchWrites) {
      if (write.kind !== "campaigns") continue;
      const item = write.item as { name?: string; budget?: { budget: number } };
      if (write.op === "create" && !String(item.name).startsWith(`${sku} · `)) continue;
      if (write.op !== "create" && !budgets.has(write.entityId)) continue;
      if (!item.budget) continue;
      budgets.set(write.entityId, cents(item.budget.budget));
      writes += 1;
      expect(total([...budgets.values()]), `after write ${write.seq}`).toBeLessThanOrEqual(5000);
    }
    // Three creates and the lowering of the others before each.
    expect(writes).toBeGreaterThanOrEqual(3 + 3 + 4 + 5);
    expect(budgets.size).toBe(6);
  });

  it("spends at most $50 on each of 7 days, a day at a time with the hourly jobs running", async () => {
    const profileIds = (await profilesOf(seller.tokenId)).map((profile) => profile.id);
    for (let day = 0; day < 7; day += 1) {
      await sandboxControl("/_sandbox/clock/advance", { hours: 24 });
      await worker.scheduled(createScheduledController(), env);
      await settledSyncs(profileIds, 120_000);
      for (const profileId of profileIds) await settledAutomation(profileId);
      // After every run, the budgets still add up to at most the Max budget.
      expect(totalCents(await onAmazon())).toBeLessThanOrEqual(5000);
    }
    const campaigns = await onAmazon();
    const today = ruleClockAt(await marketplaceNow(env), "America/Los_Angeles").today;
    const spend = await spendByDay(
      campaigns.map((campaign) => String(campaign.campaignId)),
      advertisedOn,
      today,
    );
    expect(spend.size).toBeGreaterThanOrEqual(6);
    for (const [date, spent] of spend) expect(spent, date).toBeLessThanOrEqual(5000);
    // The rule's moves are logged with their reasons.
    const { results } = await env.DB.prepare(
      "select reason from automation_changes where advertised_sku_id = ? and rule = 'BUDGET_SPLIT'",
    )
      .bind(skuId)
      .all<{ reason: string }>();
    for (const { reason } of results)
      expect(reason).toMatch(/Max budget \$50\.00.*budget \$\d+\.\d\d → \$\d+\.\d\d$/);
    expect(shiftDate(advertisedOn, 7) <= today).toBe(true);
  }, 600_000);

  it("a raised Max budget is re-split at once", async () => {
    const before = await onAmazon();
    await ok(
      call(`/api/advertised-sku/${seller.profileId}/${skuId}`, {
        method: "PUT",
        cookie: seller.user.cookie,
        body: { maxDailyBudget: 80 },
      }),
      "raising the Max budget",
    );
    const after = await onAmazon();
    expect(totalCents(after)).toBe(8000);
    for (const campaign of after) {
      const earlier = before.find((other) => other.campaignId === campaign.campaignId);
      expect(dollars(campaign)).toBeGreaterThanOrEqual(dollars(earlier ?? campaign));
    }
  });

  it("a campaign budget edit over the Max budget is refused with the message, and nothing changes", async () => {
    const before = await onAmazon();
    const [first] = before;
    if (!first) throw new Error("a campaign expected");
    const { status, json } = await call(`/api/campaigns/${seller.profileId}/${first.campaignId}`, {
      method: "PUT",
      cookie: seller.user.cookie,
      body: { budget: 76 },
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: `budget: ${sku}'s Max budget is $80.00 and its other campaigns hold $5.00 (Amazon's minimum $1.00 for each of the 5): this campaign can have at most $75.00.`,
    });
    expect((await onAmazon()).map(dollars)).toEqual(before.map(dollars));

    // Within the cap, the edit is kept as the campaign's share and the others share the rest.
    const kept = await call(`/api/campaigns/${seller.profileId}/${first.campaignId}`, {
      method: "PUT",
      cookie: seller.user.cookie,
      body: { budget: 30 },
    });
    expect(kept.status).toBe(200);
    const after = await onAmazon();
    expect(totalCents(after)).toBe(8000);
    expect(dollars(after.find((c) => c.campaignId === first.campaignId) ?? {})).toBe(30);
    const stored = await env.DB.prepare(
      "select kept_budget_cents as kept from sku_campaigns where campaign_id = ?",
    )
      .bind(String(first.campaignId))
      .first<{ kept: number }>();
    expect(stored?.kept).toBe(3000);

    // Another campaign's edit is measured against what the others hold, the kept $30 named.
    const second = after.find((c) => c.campaignId !== first.campaignId);
    const refused = await call(`/api/campaigns/${seller.profileId}/${second?.campaignId}`, {
      method: "PUT",
      cookie: seller.user.cookie,
      body: { budget: 60 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.data.message).toBe(
      `budget: ${sku}'s Max budget is $80.00 and its other campaigns hold $34.00 (the $30.00 you kept on one of them and Amazon's minimum $1.00 for each of the other 4): this campaign can have at most $46.00.`,
    );
  });

  it("a SKU whose campaigns each hold the whole Max budget (as before the split) is brought under it by the next run, logged", async () => {
    const client = await adsClientOf(seller.tokenId);
    // The campaign the seller set to $30 keeps its share; the other five each get the whole $80.
    const campaigns = (await onAmazon()).filter((campaign) => dollars(campaign) !== 30);
    expect(campaigns).toHaveLength(5);
    await mutate(
      client,
      seller.amazonProfileId,
      "campaigns",
      "update",
      campaigns.map((campaign) => ({
        campaignId: String(campaign.campaignId),
        budget: { budget: 80, budgetType: "DAILY" },
      })),
    );
    await runSync(seller.profileId);
    const outcome = await runAutomation(db(), env, seller.profileId, await marketplaceNow(env), {
      retry: FAST_RETRY,
      runNowAt: Date.now(),
    });
    expect(outcome.applied).toBeGreaterThanOrEqual(5);
    expect(totalCents(await onAmazon())).toBeLessThanOrEqual(8000);
    const { results } = await env.DB.prepare(
      "select reason, status from automation_changes where advertised_sku_id = ? and rule = 'BUDGET_SPLIT' and reason like 'the campaigns held%'",
    )
      .bind(skuId)
      .all<{ reason: string; status: string }>();
    expect(results).toHaveLength(5);
    for (const row of results) {
      expect(row.status).toBe("APPLIED");
      expect(row.reason).toMatch(
        /^the campaigns held \$430\.00, over the Max budget \$80\.00; .*budget \$80\.00 → \$\d+\.\d\d$/,
      );
    }
  });
});
