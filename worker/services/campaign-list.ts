import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../app-env";
import type { CampaignList, CampaignListRow } from "../contracts/campaign-list";
import type { DateRange } from "../metrics/date-range";
import { centsToDollars, reportOf } from "../metrics/metrics";
import { type FigureRow, figuresOf, SUM_FIGURES } from "./figures-sql";

export type CampaignSource = "QUICK_LAUNCH" | "MIGRATED";

export type CampaignListFilter = {
  profileId: number;
  source: CampaignSource;
  range: DateRange;
  targeting: "ALL" | "AUTO" | "MANUAL";
  state: "ALL" | "PAUSED" | "ENABLED";
  name: string;
  page: number;
  limit: number;
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
};

function conditions(filter: CampaignListFilter): SQL {
  const parts = [sql`m.profile_id = ${filter.profileId}`, sql`m.source = ${filter.source}`];
  if (filter.targeting !== "ALL") parts.push(sql`c.targeting_type = ${filter.targeting}`);
  if (filter.state !== "ALL") parts.push(sql`c.state = ${filter.state}`);
  if (filter.name) parts.push(sql`instr(lower(c.name), lower(${filter.name})) > 0`);
  return sql.join(parts, sql` and `);
}

/**
 * The managed campaigns of one profile and source, filtered, with their figures summed over the
 * range, the totals of every matching campaign and one page of rows: all in one SQL statement.
 * Figures are summed per matching campaign through daily_metrics_campaign_date (one index range
 * per campaign), so unmanaged and filtered-out campaigns cost nothing.
 */
export async function listCampaigns(db: Database, filter: CampaignListFilter): Promise<CampaignList> {
  const { range } = filter;
  const rows = await db.all<Row>(sql`
    with filtered as (
      select c.campaign_id as campaignId, c.name, c.state, c.targeting_type as targetingType,
        c.start_date as startDate, c.budget_cents as budgetCents, c.bidding_strategy as biddingStrategy,
        c.placement_bidding as placementBidding
      from managed_campaigns m
      join sp_campaigns c on c.profile_id = m.profile_id and c.campaign_id = m.campaign_id
      where ${conditions(filter)}
    ),
    report as (
      select f.campaignId as reportCampaignId, 1 as hasReport, ${SUM_FIGURES}
      from filtered f
      join daily_metrics dm on dm.profile_id = ${filter.profileId} and dm.campaign_id = f.campaignId
        and dm.date between ${range.startDate} and ${range.endDate}
      where dm.grain = 'CAMPAIGN_PLACEMENT'
      group by f.campaignId
    ),
    totals as (
      select (select count(*) from filtered) as totalCount, coalesce(sum(impressions), 0) as tImpressions,
        coalesce(sum(clicks), 0) as tClicks, coalesce(sum(spendCents), 0) as tSpendCents,
        coalesce(sum(salesCents), 0) as tSalesCents, coalesce(sum(orders), 0) as tOrders,
        coalesce(sum(units), 0) as tUnits
      from report
    ),
    page as (
      select * from filtered order by name collate nocase, campaignId
      limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}
    )
    select totals.*, page.*, r.* from totals
    left join page on 1 = 1
    left join report r on r.reportCampaignId = page.campaignId
    order by page.name collate nocase, page.campaignId`);
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
  if (row.hasReport) listRow.report = reportOf(figuresOf(row));
  return listRow;
}
