import { sql } from "drizzle-orm";
import { UNITS_PER_USD } from "../../contracts/billing/usd-rates";
import type { DateRange } from "../../contracts/date-range";
import { reportOf } from "../../contracts/metrics";
import type { TopCampaign } from "../../contracts/statistics/statistics";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf, RANGE_FIGURES_OF_RUNNING_TOTALS } from "../../db/figures-sql";
import { filteredCampaigns, type StatisticsScope, scopeProfileIds } from "./scope";
import type { ScopeMoney } from "./scope-money";

const TOP_CAMPAIGNS = 10;

/** The rates as one bound JSON parameter: campaigns of several currencies rank by their dollar value. */
const USD_RATES = JSON.stringify(UNITS_PER_USD);

type Row = FigureRow & {
  currency: string;
  profileId: number;
  campaignId: string;
  name: string;
  source: TopCampaign["source"];
};

/**
 * The 10 campaigns of the scope with the best sales then spend over the range, among those with
 * figures in it. Each campaign's figures come from campaign_running_totals as on the campaign list:
 * its row at the range's last stored day minus the one the day before the range, per profile.
 * Ranked by their value in US dollars, so campaigns of several currencies ('All') compare fairly.
 * A filtered scope seeks its campaigns' rows; an unfiltered one reads the profile's two days.
 */
export async function topCampaigns(
  db: Database,
  scope: StatisticsScope,
  range: DateRange,
  money: ScopeMoney,
): Promise<TopCampaign[]> {
  const campaigns = filteredCampaigns(scope);
  const atEnd =
    campaigns === null
      ? sql`cross join campaign_running_totals atEnd`
      : sql`cross join campaigns f cross join campaign_running_totals atEnd`;
  const ofCampaigns =
    campaigns === null ? sql`` : sql` and f.profile_id = b.profileId and atEnd.campaign_id = f.campaign_id`;
  const rows = await db.all<Row>(sql`
    with ${campaigns === null ? sql`` : sql`campaigns as materialized (${campaigns}),`}
    bounds as materialized (
      select p.id as profileId, p.currency_code as currency,
        coalesce((select r.value from json_each(${USD_RATES}) r where r.key = p.currency_code), 1) as unitsPerUsd,
        (select max(date) from campaign_running_totals
          where profile_id = p.id and date <= ${range.endDate}) as lastDay,
        (select max(date) from campaign_running_totals
          where profile_id = p.id and date < ${range.startDate}) as dayBefore
      from amazon_profiles p where p.id in (${scopeProfileIds(scope)})
    ),
    figures as (
      select atEnd.profile_id as profileId, atEnd.campaign_id as campaignId, b.currency as currency,
        b.unitsPerUsd as unitsPerUsd, ${RANGE_FIGURES_OF_RUNNING_TOTALS}
      from bounds b
      ${atEnd}
      left join campaign_running_totals before on before.profile_id = b.profileId
        and before.date = b.dayBefore and before.campaign_id = atEnd.campaign_id
      where atEnd.profile_id = b.profileId and atEnd.date = b.lastDay${ofCampaigns}
        and atEnd.days_with_figures > coalesce(before.days_with_figures, 0)
    ),
    top as materialized (
      select * from figures
      order by salesCents / unitsPerUsd desc, spendCents / unitsPerUsd desc, campaignId limit ${TOP_CAMPAIGNS}
    )
    select top.*, coalesce(c.name, top.campaignId) as name, m.source as source
    from top
    left join sp_campaigns c on c.profile_id = top.profileId and c.campaign_id = top.campaignId
    left join managed_campaigns m on m.profile_id = top.profileId and m.campaign_id = top.campaignId
    order by top.salesCents / top.unitsPerUsd desc, top.spendCents / top.unitsPerUsd desc, top.campaignId`);
  return rows.map((row) => ({
    id: row.campaignId,
    profileId: row.profileId,
    name: row.name,
    source: row.source ?? null,
    report: reportOf(money.convert(figuresOf(row), row.currency)),
  }));
}
