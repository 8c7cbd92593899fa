import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../app-env";
import type { DailyStatistics, Statistics, TopCampaign } from "../contracts/statistics";
import { ApiError } from "../lib/api-error";
import { type DateRange, rangeLength, shiftDate } from "../metrics/date-range";
import { type Figures, reportOf, ZERO_FIGURES } from "../metrics/metrics";
import { type FigureRow, figuresOf, SUM_FIGURES } from "./figures-sql";

export type StatisticsScope = {
  userId: string;
  /** One of the user's profiles (already checked), or all of them. */
  profileId?: number;
  state: "ALL" | "ENABLED" | "PAUSED";
  advertisedSkuId?: number;
};

const TOP_CAMPAIGNS = 10;

/** The scope's profile ids as a subquery, so the statement's bound parameters stay few. */
const profileIds = ({ userId, profileId }: StatisticsScope) => sql`
  select sp.id from amazon_profiles sp join amazon_accounts sa on sa.token_id = sp.token_id
  where sa.user_id = ${userId}${profileId === undefined ? sql`` : sql` and sp.id = ${profileId}`}`;

/** daily_metrics `dm` of the scope's campaigns over the range, with their campaign `c` and managed row `m`. */
function scopedMetrics(scope: StatisticsScope, range: DateRange): SQL {
  const filters: SQL[] = [];
  if (scope.state !== "ALL") filters.push(sql` and c.state = ${scope.state}`);
  if (scope.advertisedSkuId !== undefined)
    filters.push(sql` and m.advertised_sku_id = ${scope.advertisedSkuId}`);
  return sql`
    from daily_metrics dm
    left join sp_campaigns c on c.profile_id = dm.profile_id and c.campaign_id = dm.campaign_id
    left join managed_campaigns m on m.profile_id = dm.profile_id and m.campaign_id = dm.campaign_id
    where dm.profile_id in (${profileIds(scope)}) and dm.grain = 'CAMPAIGN_PLACEMENT'
      and dm.date between ${range.startDate} and ${range.endDate}${sql.join(filters, sql``)}`;
}

/** 1006 unless the advertised SKU belongs to one of the scope's profiles. */
async function requireOwnSku(db: Database, scope: StatisticsScope, skuId: number) {
  const [row] = await db.all<{ id: number }>(
    sql`select s.id from advertised_skus s where s.id = ${skuId} and s.profile_id in (${profileIds(scope)})`,
  );
  if (!row) throw new ApiError(1006, "This advertised SKU is not one of yours.");
}

const add = (a: Figures, b: Figures): Figures => ({
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
  spendCents: a.spendCents + b.spendCents,
  salesCents: a.salesCents + b.salesCents,
  orders: a.orders + b.orders,
  units: a.units + b.units,
});

/**
 * The Analytics screen's figures (spec 000 §3 "Statistics query inputs"): every date of the range
 * (zeros on days without figures), the total, and the 10 best campaigns by sales then spend, over
 * the scope's campaigns in the chosen state and, if asked, of one advertised SKU.
 */
export async function statistics(
  db: Database,
  scope: StatisticsScope,
  range: DateRange,
): Promise<Statistics> {
  if (scope.advertisedSkuId !== undefined) await requireOwnSku(db, scope, scope.advertisedSkuId);
  const [days, top] = await Promise.all([
    db.all<FigureRow & { date: string }>(
      sql`select dm.date as date, ${SUM_FIGURES} ${scopedMetrics(scope, range)} group by dm.date`,
    ),
    db.all<
      FigureRow & { profileId: number; campaignId: string; name: string; source: TopCampaign["source"] }
    >(sql`
      select dm.profile_id as profileId, dm.campaign_id as campaignId,
        coalesce(max(c.name), dm.campaign_id) as name, max(m.source) as source, ${SUM_FIGURES}
      ${scopedMetrics(scope, range)}
      group by dm.profile_id, dm.campaign_id
      order by salesCents desc, spendCents desc, dm.campaign_id
      limit ${TOP_CAMPAIGNS}`),
  ]);
  const byDate = new Map(days.map((row) => [row.date, figuresOf(row)]));
  const dates = Array.from({ length: rangeLength(range) }, (_, i) => shiftDate(range.startDate, i));
  const daily = dates.map(
    (date): DailyStatistics => ({ date, ...reportOf(byDate.get(date) ?? ZERO_FIGURES) }),
  );
  return {
    ...range,
    total: reportOf([...byDate.values()].reduce(add, ZERO_FIGURES)),
    daily,
    topCampaigns: top.map((row) => ({
      id: row.campaignId,
      profileId: row.profileId,
      name: row.name,
      source: row.source ?? null,
      report: reportOf(figuresOf(row)),
    })),
  };
}
