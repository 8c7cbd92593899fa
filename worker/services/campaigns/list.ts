import { type SQL, sql } from "drizzle-orm";
import { productUrl } from "../../amazon/product-url";
import type { CampaignListFilters } from "../../contracts/campaign-filters";
import type { CampaignList, CampaignListRow } from "../../contracts/campaigns/campaign-list";
import type { DateRange } from "../../contracts/date-range";
import { centsToDollars, reportOf } from "../../contracts/metrics";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf, RANGE_FIGURES_OF_RUNNING_TOTALS } from "../../db/figures-sql";
import { campaignOrder } from "./list-order";

export type CampaignSource = "QUICK_LAUNCH" | "MIGRATED";

export type CampaignListFilter = Omit<CampaignListFilters, keyof DateRange> & {
  profileId: number;
  source: CampaignSource;
  range: DateRange;
};

type Row = FigureRow & {
  totalCount: number;
  tImpressions: number;
  tClicks: number;
  tSpendCents: number;
  tSalesCents: number;
  tOrders: number;
  tUnits: number;
  campaignId: string | null;
  name: string;
  state: string;
  targetingType: string;
  startDate: string | null;
  budgetCents: number;
  biddingStrategy: string | null;
  placementBidding: string | null;
  hasReport: number | null;
  asin: string | null;
  sku: string | null;
  countryCode: string;
};

function conditions(filter: CampaignListFilter): SQL {
  const parts = [sql`m.profile_id = ${filter.profileId}`, sql`m.source = ${filter.source}`];
  if (filter.targeting !== "ALL") parts.push(sql`c.targeting_type = ${filter.targeting}`);
  if (filter.state !== "ALL") parts.push(sql`c.state = ${filter.state}`);
  if (filter.name) parts.push(sql`instr(lower(c.name), lower(${filter.name})) > 0`);
  return sql.join(parts, sql` and `);
}

/**
 * Figures over the range of the campaigns in `campaigns` (a CTE with campaignId), from the dense
 * campaign_running_totals: the row at the range's last stored day minus the one the day before the
 * range (`bounds`). One day's rows of a profile lie together, so thousands of campaigns read a few
 * pages whatever the range's length. CROSS JOIN keeps SQLite seeking from the campaigns into the
 * store rather than scanning the store. Campaigns with no figures in the range have no row.
 */
function rangeFigures(campaigns: SQL, profileId: number): SQL {
  return sql`
    select f.campaignId as reportCampaignId, 1 as hasReport,
      ${RANGE_FIGURES_OF_RUNNING_TOTALS}
    from bounds
    cross join ${campaigns} f
    cross join campaign_running_totals atEnd
    left join campaign_running_totals before on before.profile_id = ${profileId}
      and before.date = bounds.dayBefore and before.campaign_id = f.campaignId
    where atEnd.profile_id = ${profileId} and atEnd.date = bounds.lastDay and atEnd.campaign_id = f.campaignId
      and atEnd.days_with_figures > coalesce(before.days_with_figures, 0)`;
}

/**
 * The managed campaigns of one profile and source, filtered, with their figures over the range, the
 * totals of every matching campaign and one page of rows in the order asked: all in one SQL
 * statement. Every matching campaign's figures come from campaign_running_totals (rangeFigures) once,
 * for the totals, the sort and the page, so unmanaged and filtered-out campaigns cost nothing and a
 * long range costs what a short one does.
 */
export async function listCampaigns(db: Database, filter: CampaignListFilter): Promise<CampaignList> {
  const { profileId, range } = filter;
  const order = campaignOrder(filter.sort, filter.order);
  const rows = await db.all<Row>(sql`
    with filtered as materialized (
      select c.campaign_id as campaignId, c.name, c.state, c.targeting_type as targetingType,
        c.start_date as startDate, c.budget_cents as budgetCents
      from managed_campaigns m
      join sp_campaigns c on c.profile_id = m.profile_id and c.campaign_id = m.campaign_id
      where ${conditions(filter)}
    ),
    bounds as materialized (
      select
        (select max(date) from campaign_running_totals
          where profile_id = ${profileId} and date <= ${range.endDate}) as lastDay,
        (select max(date) from campaign_running_totals
          where profile_id = ${profileId} and date < ${range.startDate}) as dayBefore
    ),
    figures as materialized (${rangeFigures(sql`filtered`, profileId)}),
    totals as (
      select (select count(*) from filtered) as totalCount, coalesce(sum(impressions), 0) as tImpressions,
        coalesce(sum(clicks), 0) as tClicks, coalesce(sum(spendCents), 0) as tSpendCents,
        coalesce(sum(salesCents), 0) as tSalesCents, coalesce(sum(orders), 0) as tOrders,
        coalesce(sum(units), 0) as tUnits
      from figures
    ),
    page as materialized (
      select p.campaignId, p.position, c.name, c.state, c.targeting_type as targetingType,
        c.start_date as startDate, c.budget_cents as budgetCents, c.bidding_strategy as biddingStrategy,
        c.placement_bidding as placementBidding, m.advertised_sku_id as advertisedSkuId
      from (
        select f.campaignId, row_number() over (order by ${order}) as position
        from filtered f left join figures r on r.reportCampaignId = f.campaignId
        order by ${order}
        limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}
      ) p
      join sp_campaigns c on c.profile_id = ${profileId} and c.campaign_id = p.campaignId
      join managed_campaigns m on m.profile_id = ${profileId} and m.campaign_id = p.campaignId
    )
    select totals.*, page.*, r.*, sku.asin, sku.sku,
      (select country_code from amazon_profiles where id = ${profileId}) as countryCode
    from totals
    left join page on 1 = 1
    left join figures r on r.reportCampaignId = page.campaignId
    left join advertised_skus sku on sku.id = page.advertisedSkuId and sku.profile_id = ${profileId}
    order by page.position`);
  const first = rows[0];
  const count = first?.totalCount ?? 0;
  const total = reportOf({
    impressions: first?.tImpressions ?? 0,
    clicks: first?.tClicks ?? 0,
    spendCents: first?.tSpendCents ?? 0,
    salesCents: first?.tSalesCents ?? 0,
    orders: first?.tOrders ?? 0,
    units: first?.tUnits ?? 0,
  });
  return {
    campaigns: rows.filter((row) => row.campaignId !== null).map(toListRow),
    total: { count, ...total },
    totalPages: Math.ceil(count / filter.limit),
  };
}

function toListRow(row: Row): CampaignListRow {
  const listRow: CampaignListRow = {
    id: row.campaignId ?? "",
    name: row.name,
    state: row.state,
    targetingType: row.targetingType,
    startDate: row.startDate,
    budget: { budget: centsToDollars(row.budgetCents) },
    dynamicBidding: {
      strategy: row.biddingStrategy,
      placementBidding: row.placementBidding ? JSON.parse(row.placementBidding) : [],
    },
  };
  if (row.asin !== null && row.sku !== null)
    listRow.advertisedSku = { asin: row.asin, sku: row.sku, url: productUrl(row.countryCode, row.asin) };
  if (row.hasReport) listRow.report = reportOf(figuresOf(row));
  return listRow;
}
