import { subDays } from "date-fns";
import { and, eq, gte, sql } from "drizzle-orm";
import { addFigures, type Figures } from "../contracts/metrics";
import { dailyMetrics, searchTermMetrics } from "../db/ads-schema";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import { profileDailyTotals } from "../db/profile-daily-totals-schema";
import { campaignIdsOf, type SkuEntities } from "./load-entities";
import type { SearchTermDay, TargetingDay } from "./rules/rule-input";

/** The longest look-back a setting offers (spec 001 §5): no rule reads further back. */
export const MAX_LOOK_BACK_DAYS = 90;

export type SkuFigures = {
  targetingDays: TargetingDay[];
  searchTermDays: SearchTermDay[];
  skuDays: (Figures & { date: string })[];
  /** The whole profile's days (profile_daily_totals): the seller prior of each SKU (rule-input.ts). */
  sellerDays: (Figures & { date: string })[];
  /** The profile's last date with any synced row (rule-input.ts's `reportedThrough`). */
  reportedThrough?: string;
};

type FigureRow = {
  impressions: number;
  clicks: number;
  costCents: number;
  orders: number;
  salesCents: number;
  units: number;
};
const figures = (row: FigureRow): Figures => ({
  impressions: row.impressions,
  clicks: row.clicks,
  spendCents: row.costCents,
  orders: row.orders,
  salesCents: row.salesCents,
  units: row.units,
});
/** The first date of the look-back ending `today` (a `YYYY-MM-DD` in the SKU's zone). */
export const lookBackStart = (today: string) =>
  subDays(new Date(`${today}T12:00:00Z`), MAX_LOOK_BACK_DAYS - 1)
    .toISOString()
    .slice(0, 10);

/**
 * The daily figures of the SKUs' campaigns since `since`, oldest first: per keyword/target, per search
 * term, the SKU's own (its product ads' rows summed by day) and the whole profile's. Five statements
 * for all SKUs.
 */
export async function loadSkuFigures(
  db: Database,
  profileId: number,
  entities: Map<number, SkuEntities>,
  since: string,
): Promise<Map<number, SkuFigures>> {
  const campaignIds = campaignIdsOf(entities);
  const adIds = [...new Set([...entities.values()].flatMap((sku) => sku.ownAdIds))];
  const [targeting, adDays, terms, [reported], profileDays] = await Promise.all([
    db
      .select()
      .from(dailyMetrics)
      .where(
        and(
          eq(dailyMetrics.profileId, profileId),
          eq(dailyMetrics.grain, "TARGETING"),
          inList(dailyMetrics.campaignId, campaignIds),
          gte(dailyMetrics.date, since),
        ),
      )
      .orderBy(dailyMetrics.date),
    db
      .select()
      .from(dailyMetrics)
      .where(
        and(
          eq(dailyMetrics.profileId, profileId),
          eq(dailyMetrics.grain, "PRODUCT_AD"),
          inList(dailyMetrics.entityId, adIds),
          gte(dailyMetrics.date, since),
        ),
      )
      .orderBy(dailyMetrics.date),
    db
      .select()
      .from(searchTermMetrics)
      .where(
        and(
          eq(searchTermMetrics.profileId, profileId),
          inList(searchTermMetrics.campaignId, campaignIds),
          gte(searchTermMetrics.date, since),
        ),
      )
      .orderBy(searchTermMetrics.date, sql`${searchTermMetrics.searchTerm}`),
    db
      .select({ last: sql<string | null>`max(${dailyMetrics.date})` })
      .from(dailyMetrics)
      .where(eq(dailyMetrics.profileId, profileId)),
    db
      .select()
      .from(profileDailyTotals)
      .where(and(eq(profileDailyTotals.profileId, profileId), gte(profileDailyTotals.date, since)))
      .orderBy(profileDailyTotals.date),
  ]);
  const reportedThrough = reported?.last ?? undefined;
  const sellerDays = profileDays.map((row) => ({ ...figures(row), date: row.date }));

  const result = new Map<number, SkuFigures>();
  for (const [skuId, sku] of entities) {
    const campaigns = new Set(sku.targetingCampaignIds);
    const ads = new Set(sku.ownAdIds);
    const byDate = new Map<string, Figures>();
    for (const row of adDays) {
      if (!ads.has(row.entityId)) continue;
      const day = figures(row);
      const sum = byDate.get(row.date);
      byDate.set(row.date, sum ? addFigures(sum, day) : day);
    }
    result.set(skuId, {
      targetingDays: targeting
        .filter((row) => campaigns.has(row.campaignId))
        .map((row) => ({
          ...figures(row),
          targetingId: row.entityId,
          campaignId: row.campaignId,
          date: row.date,
        })),
      searchTermDays: terms
        .filter((row) => campaigns.has(row.campaignId))
        .map((row) => ({
          ...figures(row),
          campaignId: row.campaignId,
          adGroupId: row.adGroupId,
          targetingId: row.targetingId,
          searchTerm: row.searchTerm,
          date: row.date,
        })),
      skuDays: [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, day]) => ({ ...day, date })),
      sellerDays,
      ...(reportedThrough && { reportedThrough }),
    });
  }
  return result;
}
