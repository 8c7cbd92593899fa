import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { ProfileAccount } from "../../access/profile-account";
import { accountUsable, profileAdsClient } from "../../access/profile-ads-client";
import type { SkuDays } from "../../alerts/acos-over-target";
import type { ProfileFacts } from "../../alerts/evaluate-alerts";
import type { SkuAvailability } from "../../alerts/out-of-stock";
import { amazonConfig } from "../../amazon/amazon-config";
import { productMetadataBySku } from "../../amazon/product-metadata";
import { adSpendCapCents } from "../../billing/ad-limit";
import { marketplaceToday } from "../../clock/zone-clock";
import type { AlertRules } from "../../contracts/alerts/alert-rules";
import { shiftDate } from "../../contracts/date-range";
import { advertisedSkus, dailyMetrics, spCampaigns, spProductAds } from "../../db/ads-schema";
import { campaignBudgetOuts } from "../../db/budget-outs-schema";
import type { Database } from "../../db/client";
import { sellerMonthSpend } from "../billing/ad-limit";

/** Today's out-of-budget sightings of the profile's campaigns, with their names. */
const budgetOutsToday = (db: Database, profileId: number, today: string) =>
  db
    .select({
      campaignId: campaignBudgetOuts.campaignId,
      campaignName: spCampaigns.name,
      hour: campaignBudgetOuts.hour,
    })
    .from(campaignBudgetOuts)
    .innerJoin(
      spCampaigns,
      and(
        eq(spCampaigns.profileId, campaignBudgetOuts.profileId),
        eq(spCampaigns.campaignId, campaignBudgetOuts.campaignId),
      ),
    )
    .where(and(eq(campaignBudgetOuts.profileId, profileId), eq(campaignBudgetOuts.date, today)));

const advertised = (db: Database, profileId: number) =>
  db
    .select({ skuId: advertisedSkus.id, sku: advertisedSkus.sku, targetAcos: advertisedSkus.targetAcos })
    .from(advertisedSkus)
    .where(and(eq(advertisedSkus.profileId, profileId), eq(advertisedSkus.isAdvertised, true)));

type Advertised = Awaited<ReturnType<typeof advertised>>[number];

/** Each advertised SKU's spend and sales per day over the `days` complete days before today (its product ads'). */
async function skuDays(db: Database, profileId: number, skus: Advertised[], today: string, days: number) {
  const rows = await db
    .select({
      sku: spProductAds.sku,
      date: dailyMetrics.date,
      costCents: sql<number>`sum(${dailyMetrics.costCents})`,
      salesCents: sql<number>`sum(${dailyMetrics.salesCents})`,
    })
    .from(dailyMetrics)
    .innerJoin(
      spProductAds,
      and(eq(spProductAds.profileId, dailyMetrics.profileId), eq(spProductAds.adId, dailyMetrics.entityId)),
    )
    .where(
      and(
        eq(dailyMetrics.profileId, profileId),
        eq(dailyMetrics.grain, "PRODUCT_AD"),
        gte(dailyMetrics.date, shiftDate(today, -days)),
        lt(dailyMetrics.date, today),
      ),
    )
    .groupBy(spProductAds.sku, dailyMetrics.date)
    .orderBy(dailyMetrics.date);
  return skus.flatMap(({ skuId, sku, targetAcos }): SkuDays[] =>
    targetAcos === null ? [] : [{ skuId, sku, targetAcos, days: rows.filter((row) => row.sku === sku) }],
  );
}

/** Amazon's availability of the advertised SKUs; none when Amazon cannot be asked (it is logged). */
async function availability(db: Database, env: Env, access: ProfileAccount, skus: Advertised[]) {
  if (skus.length === 0 || !accountUsable(access.account)) return [];
  try {
    const client = profileAdsClient(db, amazonConfig(env), access.account, access.profile.countryCode);
    const metadata = await productMetadataBySku(
      client,
      access.profile.amazonProfileId,
      skus.map((sku) => sku.sku),
    );
    return skus.map(
      ({ skuId, sku }): SkuAvailability => ({
        skuId,
        sku,
        availability: metadata.get(sku)?.availability ?? null,
      }),
    );
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "alerts-availability", error: String(error) }));
    return [];
  }
}

/** What the alerts of a profile are evaluated on after its hourly run; only what its turned-on rules need. */
export async function profileFacts(
  db: Database,
  env: Env,
  access: ProfileAccount,
  rules: AlertRules,
  now: Date,
): Promise<ProfileFacts> {
  const { profile, account } = access;
  const today = marketplaceToday(profile.timezone, now);
  const skus =
    rules.acosOverTarget.enabled || rules.outOfStock.enabled ? await advertised(db, profile.id) : [];
  const [outs, days, stock, spend] = await Promise.all([
    rules.budgetOut.enabled ? budgetOutsToday(db, profile.id, today) : [],
    rules.acosOverTarget.enabled ? skuDays(db, profile.id, skus, today, rules.acosOverTarget.days) : [],
    rules.outOfStock.enabled ? availability(db, env, access, skus) : [],
    rules.adLimitNear.enabled ? sellerMonthSpend(db, account.userId, now) : null,
  ]);
  return {
    today,
    budgetOuts: outs,
    skuDays: days,
    availability: stock,
    adSpend: spend && { usdCents: spend.spendUsdCents, capUsdCents: adSpendCapCents(spend.plan) },
  };
}
