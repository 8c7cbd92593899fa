/**
 * The old definition of GET /api/statistics and of the dashboard's figures: raw daily_metrics rows
 * joined to their campaigns, filtered, grouped and summed on every request. Kept as the baseline of
 * bench/api-statistics.ts and as the reference the workers tests compare the stores' answers with.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DateRange } from "../worker/contracts/date-range";

export type BaselineScope = {
  userId: string;
  profileId?: number;
  state: "ALL" | "ENABLED" | "PAUSED";
  advertisedSkuId?: number;
};

const FIGURES = sql.raw(
  [
    "coalesce(sum(dm.impressions), 0) as impressions",
    "coalesce(sum(dm.clicks), 0) as clicks",
    "coalesce(sum(dm.cost_cents), 0) as spendCents",
    "coalesce(sum(dm.sales_cents), 0) as salesCents",
    "coalesce(sum(dm.orders), 0) as orders",
    "coalesce(sum(dm.units), 0) as units",
  ].join(", "),
);

const profileIds = ({ userId, profileId }: { userId: string; profileId?: number }) => sql`
  select sp.id from amazon_profiles sp join amazon_accounts sa on sa.token_id = sp.token_id
  where sa.user_id = ${userId}${profileId === undefined ? sql`` : sql` and sp.id = ${profileId}`}`;

function scopedMetrics(scope: BaselineScope, range: DateRange): SQL {
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

/** Figures per date with any row (`days`), and the 10 best campaigns by sales then spend (`top`). */
export const baselineStatistics = (scope: BaselineScope, range: DateRange) => ({
  days: sql`select dm.date as date, ${FIGURES} ${scopedMetrics(scope, range)} group by dm.date`,
  top: sql`
    select dm.profile_id as profileId, dm.campaign_id as campaignId,
      coalesce(max(c.name), dm.campaign_id) as name, max(m.source) as source, ${FIGURES}
    ${scopedMetrics(scope, range)}
    group by dm.profile_id, dm.campaign_id
    order by salesCents desc, spendCents desc, dm.campaign_id
    limit 10`,
});

export type DashboardWindow = { timezone: string; period: "current" | "previous" } & DateRange;

/** The dashboard's figures per period (current / previous) over the user's profiles. */
export function baselineDashboardFigures(
  scope: { userId: string; profileId?: number },
  windows: DashboardWindow[],
): SQL {
  const values = sql.join(
    windows.map((w) => sql`(${w.timezone}, ${w.period}, ${w.startDate}, ${w.endDate})`),
    sql`, `,
  );
  return sql`
    with windows(timezone, period, start_date, end_date) as (values ${values})
    select w.period as period, ${FIGURES}
    from daily_metrics dm
    join amazon_profiles p on p.id = dm.profile_id
    join windows w on w.timezone = p.timezone and dm.date between w.start_date and w.end_date
    where dm.profile_id in (${profileIds(scope)}) and dm.grain = 'CAMPAIGN_PLACEMENT'
    group by w.period`;
}
