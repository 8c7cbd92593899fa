import { type SQL, sql } from "drizzle-orm";
import { type DateRange, shiftDate } from "../../contracts/date-range";
import { addFigures, type Figures, ZERO_FIGURES } from "../../contracts/metrics";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf } from "../../db/figures-sql";
import { filteredCampaigns, type StatisticsScope, scopeProfileIds, sumFigures } from "./scope";
import type { ScopeMoney } from "./scope-money";

/** Every campaign of the scope's profiles: profile_daily_totals holds each day's sum already. */
const allCampaignsByDate = (scope: StatisticsScope, range: DateRange) => sql`
  select t.date as date, p.currency_code as currency, ${sumFigures("t")}
  from profile_daily_totals t
  join amazon_profiles p on p.id = t.profile_id
  where t.profile_id in (${scopeProfileIds(scope)}) and t.date between ${range.startDate} and ${range.endDate}
  group by t.date, p.currency_code`;

/**
 * An advertised SKU's few campaigns: their raw placement rows, sought by primary key campaign by
 * campaign (for these rows entity_id is the campaign id).
 */
const fewCampaignsByDate = (campaigns: SQL, range: DateRange) => sql`
  with campaigns as materialized (${campaigns})
  select dm.date as date, p.currency_code as currency, ${sumFigures("dm")}
  from campaigns f
  cross join daily_metrics dm
  join amazon_profiles p on p.id = f.profile_id
  where dm.profile_id = f.profile_id and dm.grain = 'CAMPAIGN_PLACEMENT' and dm.entity_id = f.campaign_id
    and dm.date between ${range.startDate} and ${range.endDate}
  group by dm.date, p.currency_code`;

/**
 * Campaigns in one state, possibly thousands: per profile and day, their running totals summed
 * (campaign_running_totals, one day's rows together), minus the day before. The store is dense from
 * each campaign's first day to the profile's last, so the rows of a profile are consecutive days and
 * a missing previous row means nothing before it. One row a campaign and day instead of three.
 */
const manyCampaignsByDate = (campaigns: SQL, range: DateRange) => sql`
  with campaigns as materialized (${campaigns}),
  running as (
    select r.profile_id, r.date, sum(r.impressions) as impressions, sum(r.clicks) as clicks,
      sum(r.cost_cents) as cost_cents, sum(r.sales_cents) as sales_cents, sum(r.orders) as orders,
      sum(r.units) as units
    from campaign_running_totals r
    where r.profile_id in (select profile_id from campaigns)
      and r.date between ${shiftDate(range.startDate, -1)} and ${range.endDate}
      and (r.profile_id, r.campaign_id) in (select profile_id, campaign_id from campaigns)
    group by r.profile_id, r.date
  ),
  daily as (
    select profile_id, date, impressions - lag(impressions, 1, 0) over w as impressions,
      clicks - lag(clicks, 1, 0) over w as clicks, cost_cents - lag(cost_cents, 1, 0) over w as cost_cents,
      sales_cents - lag(sales_cents, 1, 0) over w as sales_cents,
      orders - lag(orders, 1, 0) over w as orders, units - lag(units, 1, 0) over w as units
    from running
    window w as (partition by profile_id order by date)
  )
  select d.date as date, p.currency_code as currency, ${sumFigures("d")}
  from daily d join amazon_profiles p on p.id = d.profile_id
  where d.date >= ${range.startDate} group by d.date, p.currency_code`;

/**
 * The scope's figures per date of the range that has any, in the scope's currency (each currency's
 * sums of a day converted, then added); dates without figures are absent.
 */
export async function dailyFigures(
  db: Database,
  scope: StatisticsScope,
  range: DateRange,
  money: ScopeMoney,
): Promise<Map<string, Figures>> {
  const campaigns = filteredCampaigns(scope);
  const query =
    campaigns === null
      ? allCampaignsByDate(scope, range)
      : scope.advertisedSkuId !== undefined
        ? fewCampaignsByDate(campaigns, range)
        : manyCampaignsByDate(campaigns, range);
  const rows = await db.all<FigureRow & { date: string; currency: string }>(query);
  const byDate = new Map<string, Figures>();
  for (const row of rows) {
    const figures = money.convert(figuresOf(row), row.currency);
    byDate.set(row.date, addFigures(byDate.get(row.date) ?? ZERO_FIGURES, figures));
  }
  return byDate;
}
