import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { addHours } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { listAll } from "../../../worker/amazon/sp-entities";
import { loadSkuEntities } from "../../../worker/automation/load-entities";
import type { SkuSettings } from "../../../worker/automation/rules/rule-input";
import { advertisedSkuSettings } from "../../../worker/automation/sku-settings";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import type { AdvertisedSku } from "../../../worker/contracts/advertised-skus/advertised-sku";
import type {
  MarketplaceCampaign,
  MarketplaceCampaignPage,
} from "../../../worker/contracts/campaigns/marketplace-campaigns";
import worker from "../../../worker/index";
import { signedInUser } from "../support/accounts";
import { sandboxControl } from "../support/amazon";
import { settledAutomation } from "../support/automation";
import { call } from "../support/http";
import { type MigrateLimits, migratePayload } from "../support/migrate";
import { adsClientOf, connectedUsProfile, db, profilesOf } from "../support/sync";

/**
 * Issue 29, items 4 and 8: a migrated product ad's SKU is governed by its own settings; day parting
 * switches this SKU's product ad (not the campaign) in a migrated campaign shared with another SKU;
 * migrating a product that already has settings keeps them unless the seller asked to change them.
 */
let user: Awaited<ReturnType<typeof signedInUser>>;
let tokenId = 0;
let profileId = 0;
let amazonProfileId = "";
let timezone = "";
let campaigns: MarketplaceCampaign[] = [];

beforeAll(async () => {
  user = await signedInUser("migrated");
  const connected = await connectedUsProfile(user.cookie);
  tokenId = connected.tokenId;
  for (const profile of await profilesOf(tokenId)) await settledAutomation(profile.id);
  profileId = connected.us.id;
  amazonProfileId = connected.us.amazonProfileId;
  timezone = connected.us.timezone;
  const { json } = await call(`/api/amazon/campaigns/${profileId}?state=ALL`, { cookie: user.cookie });
  campaigns = (json.data as MarketplaceCampaignPage).campaigns;
}, 120_000);

const eligibleSkus = (campaign: MarketplaceCampaign) =>
  campaign.productAds
    .filter((ad) => ad.metadata.eligibilityStatus === "ELIGIBLE")
    .map((ad) => ad.metadata.sku);
const skusOf = (campaign: MarketplaceCampaign) => new Set(campaign.productAds.map((ad) => ad.metadata.sku));

/** An ENABLED campaign with two products' ads, one of them eligible: the shared campaign. */
function sharedCampaign() {
  const found = campaigns.find(
    (campaign) =>
      campaign.state === "ENABLED" && skusOf(campaign).size >= 2 && eligibleSkus(campaign).length > 0,
  );
  if (!found) throw new Error("the demo seller has no ENABLED campaign advertising two products");
  return found;
}
/** Campaigns with an eligible product none of `taken` advertises, not the shared one. */
function otherCampaigns(taken: Set<string>) {
  return campaigns.filter(
    (campaign) =>
      campaign.campaignId !== sharedCampaign().campaignId &&
      eligibleSkus(campaign).some((sku) => !taken.has(sku)) &&
      ![...skusOf(campaign)].some((sku) => taken.has(sku)),
  );
}

const payloadFor = (
  campaign: MarketplaceCampaign,
  sku: string,
  limits: MigrateLimits = { maxDailyBudget: 12, bidMin: 0.1, bidMax: 0.5 },
) => migratePayload(campaign, sku, limits);
const migrate = (body: unknown) =>
  call(`/api/campaigns/${profileId}/migrate`, { method: "POST", body, cookie: user.cookie });

async function storeSku(sku: string, asin: string) {
  const row = await env.DB.prepare(
    "insert into advertised_skus (profile_id, sku, asin, title, max_daily_budget_cents, bid_min_cents, bid_max_cents) values (?, ?, ?, 'Stored before', 4000, 25, 200) returning id",
  )
    .bind(profileId, sku, asin)
    .first<{ id: number }>();
  return row?.id ?? -1;
}
const limitsOf = (skuId: number) =>
  env.DB.prepare(
    "select max_daily_budget_cents as budget, bid_min_cents as bidMin, bid_max_cents as bidMax from advertised_skus where id = ?",
  )
    .bind(skuId)
    .first<{ budget: number; bidMin: number; bidMax: number }>();
const skuIdOf = async (sku: string) =>
  (
    await env.DB.prepare("select id from advertised_skus where profile_id = ? and sku = ?")
      .bind(profileId, sku)
      .first<{ id: number }>()
  )?.id ?? -1;
const detail = async (skuId: number) =>
  (await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie: user.cookie })).json
    .data as AdvertisedSku;

describe("migrating a product that already has settings", () => {
  it("keeps the SKU's Max budget and bids unless the request asks to replace them; the search shows them", async () => {
    const shared = skusOf(sharedCampaign());
    const [campaign] = otherCampaigns(shared);
    const sku = campaign ? eligibleSkus(campaign).find((candidate) => !shared.has(candidate)) : undefined;
    if (!campaign || !sku) throw new Error("no second campaign to migrate");
    const asin = campaign.productAds.find((ad) => ad.metadata.sku === sku)?.metadata.asin ?? "";
    const skuId = await storeSku(sku, asin);

    const { json: search } = await call(`/api/amazon/campaigns/${profileId}?state=ALL`, {
      cookie: user.cookie,
    });
    const listed = (search.data as MarketplaceCampaignPage).campaigns
      .find((candidate) => candidate.campaignId === campaign.campaignId)
      ?.productAds.find((ad) => ad.metadata.sku === sku);
    expect(listed?.skuSettings).toEqual({ maxDailyBudget: 40, bidMin: 0.25, bidMax: 2 });

    const { status, json } = await migrate(payloadFor(campaign, sku));
    expect(status).toBe(200);
    expect(json.data).toEqual({ amazonCampaignId: campaign.campaignId, skuSettings: "KEPT" });
    expect(await limitsOf(skuId)).toEqual({ budget: 4000, bidMin: 25, bidMax: 200 });
  });

  it("replaces them when replaceSkuSettings is true, and refuses a replaceSkuSettings that is not a boolean", async () => {
    const stored = await env.DB.prepare("select sku from advertised_skus where profile_id = ?")
      .bind(profileId)
      .all<{ sku: string }>();
    const managed = await env.DB.prepare(
      "select campaign_id as campaignId from managed_campaigns where profile_id = ?",
    )
      .bind(profileId)
      .all<{ campaignId: string }>();
    const taken = new Set([...skusOf(sharedCampaign()), ...stored.results.map((row) => row.sku)]);
    const migrated = new Set(managed.results.map((row) => row.campaignId));
    const campaign = campaigns.find(
      (candidate) =>
        !candidate.isAdded &&
        !migrated.has(candidate.campaignId) &&
        candidate.campaignId !== sharedCampaign().campaignId &&
        eligibleSkus(candidate).some((sku) => !taken.has(sku)),
    );
    const sku = campaign ? eligibleSkus(campaign).find((candidate) => !taken.has(candidate)) : undefined;
    if (!campaign || !sku) throw new Error("no third campaign to migrate");
    const asin = campaign.productAds.find((ad) => ad.metadata.sku === sku)?.metadata.asin ?? "";
    const skuId = await storeSku(sku, asin);

    const wrong = await migrate({ ...payloadFor(campaign, sku), replaceSkuSettings: "yes" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data).toMatchObject({ code: 1005, field: "replaceSkuSettings" });
    expect(await limitsOf(skuId)).toEqual({ budget: 4000, bidMin: 25, bidMax: 200 });

    const { status, json } = await migrate({ ...payloadFor(campaign, sku), replaceSkuSettings: true });
    expect(status).toBe(200);
    expect(json.data).toEqual({ amazonCampaignId: campaign.campaignId, skuSettings: "REPLACED" });
    expect(await limitsOf(skuId)).toEqual({ budget: 1200, bidMin: 10, bidMax: 50 });
  });
});

describe("a migrated campaign shared by two SKUs", () => {
  let skuA = 0;
  let skuB = 0;
  let campaign: MarketplaceCampaign;
  let nameA = "";
  let nameB = "";

  it("governs the migrated product's SKU by its own settings and says so; only it bids the campaign's targets", async () => {
    campaign = sharedCampaign();
    nameA = eligibleSkus(campaign)[0] ?? "";
    nameB = [...skusOf(campaign)].find((sku) => sku !== nameA) ?? "";
    const { status, json } = await migrate(payloadFor(campaign, nameA));
    expect(status).toBe(200);
    expect(json.data.skuSettings).toBe("NEW");
    skuA = await skuIdOf(nameA);
    // The other product was added on the SKU list, never advertised with Skupilot.
    const asinB = campaign.productAds.find((ad) => ad.metadata.sku === nameB)?.metadata.asin ?? "";
    skuB = await storeSku(nameB, asinB);

    const governed = await advertisedSkuSettings(db(), profileId, timezone);
    expect(governed.map((sku) => sku.skuId)).toEqual(expect.arrayContaining([skuA, skuB]));

    const shown = await detail(skuA);
    expect(shown.isAdvertised).toBe(false);
    expect(shown.advertisingStatus).toBe("ADVERTISED_THROUGH_MIGRATED");
    expect(shown.migratedCampaigns).toEqual([
      {
        campaignId: campaign.campaignId,
        name: campaign.name,
        state: "ENABLED",
        sharedWithOtherSkus: true,
        bidsByThisSku: true,
      },
    ]);
    expect((await detail(skuB)).migratedCampaigns[0]).toMatchObject({ bidsByThisSku: false });
    const page = await call(`/api/advertised-sku/${profileId}/page?isAdvertised=true&limit=100`, {
      cookie: user.cookie,
    });
    expect(page.json.data.advertisedSKUs.map((sku: AdvertisedSku) => sku.id)).toEqual(
      expect.arrayContaining([skuA, skuB]),
    );

    const entities = await loadSkuEntities(db(), profileId, [
      { skuId: skuA, sku: nameA } as SkuSettings,
      { skuId: skuB, sku: nameB } as SkuSettings,
    ]);
    const inShared = (skuId: number) =>
      [...(entities.get(skuId)?.keywords ?? []), ...(entities.get(skuId)?.targets ?? [])].filter(
        (entity) => entity.campaignId === campaign.campaignId,
      ).length;
    expect(inShared(skuA)).toBeGreaterThan(0);
    expect(inShared(skuB)).toBe(0);
    const sharedOf = (skuId: number) =>
      entities.get(skuId)?.campaigns.find((one) => one.campaignId === campaign.campaignId);
    expect(sharedOf(skuA)).toMatchObject({ migrated: true, sharedWithOtherSkus: true });
    expect(sharedOf(skuB)).toMatchObject({ migrated: true, sharedWithOtherSkus: true });
  }, 60_000);

  it("at night has the SKU's product ad paused on Amazon, not the campaign; the other SKU's ad runs; resumed after", async () => {
    // Ads off for the next two hours in the marketplace's zone.
    const start = ruleClockAt(addHours(await marketplaceNow(env), 1), timezone);
    const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
    const window = {
      isActivated: true,
      day: start.weekday,
      from: hh(Math.max(start.hour, 1)),
      to: hh(Math.min(Math.max(start.hour, 1) + 2, 24)),
    };
    const put = await call(`/api/advertised-sku/${profileId}/${skuA}`, {
      method: "PUT",
      cookie: user.cookie,
      body: {
        seasonality: {
          turnAdsOffAtTimeOfDay: window,
          turnAdsOffAtTimeOfYear: { isActivated: false },
          increaseDailyBudgetAtTimeOfYear: { isActivated: false },
        },
      },
    });
    expect(put.status).toBe(200);
    const status = await call(`/api/automation/${profileId}/status?skuId=${skuA}`, { cookie: user.cookie });
    expect(
      status.json.data.rules.find((rule: { rule: string }) => rule.rule === "DAY_PARTING")?.enabled,
    ).toBe(true);

    const client = await adsClientOf(tokenId);
    const onAmazon = async () => {
      const filter = { campaignIdFilter: { include: [campaign.campaignId] } };
      const [campaignsNow, ads] = await Promise.all([
        listAll<{ campaignId: string; state: string; budget: { budget: number } }>(
          client,
          amazonProfileId,
          "campaigns",
          filter,
        ),
        listAll<{ sku: string; state: string }>(client, amazonProfileId, "productAds", filter),
      ]);
      return {
        campaign: campaignsNow[0]?.state,
        budget: campaignsNow[0]?.budget.budget,
        a: ads.find((ad) => ad.sku === nameA)?.state,
        b: ads.find((ad) => ad.sku === nameB)?.state,
      };
    };
    const before = await onAmazon();
    expect(before).toMatchObject({ campaign: "ENABLED", a: "ENABLED", b: "ENABLED" });

    /** One market hour: the clock moves, the cron syncs every profile, the automation runs after. */
    const nextHour = async () => {
      await sandboxControl("/_sandbox/clock/advance", { hours: 1 });
      const now = await marketplaceNow(env);
      await worker.scheduled(createScheduledController(), env);
      await settledAutomation(profileId, async () => {
        const ran = await env.DB.prepare(
          "select last_run_at as lastRunAt from automation_rule_runs where advertised_sku_id = ? and rule = 'DAY_PARTING'",
        )
          .bind(skuA)
          .first<{ lastRunAt: number }>();
        return (ran?.lastRunAt ?? 0) >= now.getTime();
      });
      return ruleClockAt(now, timezone);
    };

    // Through the night, hour by hour, until the window has started.
    let clock = await nextHour();
    while (clock.hour < Number(window.from.slice(0, 2))) clock = await nextHour();
    expect(await onAmazon()).toEqual({ ...before, a: "PAUSED" });
    const change = await env.DB.prepare(
      "select entity_type as entityType, reason, status from automation_changes where advertised_sku_id = ? and rule = 'DAY_PARTING' order by id",
    )
      .bind(skuA)
      .all<{ entityType: string; reason: string; status: string }>();
    expect(change.results).toEqual([
      {
        entityType: "PRODUCT_AD",
        status: "APPLIED",
        reason: expect.stringMatching(
          /^Day parting: ads off .+; product ad paused \(the campaign also advertises other products, which keep running\)$/,
        ),
      },
    ]);

    // Still off inside the window; on again at To, the campaign and its budget never touched.
    const hours = Number(window.to.slice(0, 2)) - Number(window.from.slice(0, 2));
    for (let inside = 1; inside < hours; inside += 1) {
      clock = await nextHour();
      expect((await onAmazon()).a).toBe("PAUSED");
    }
    await nextHour();
    expect(await onAmazon()).toEqual(before);
  }, 300_000);
});
