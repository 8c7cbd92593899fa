import { sql } from "drizzle-orm";
import { centsToDollars } from "../../contracts/metrics";
import type { Database } from "../../db/client";
import { sellerProfileIds } from "../../db/seller-profile-ids";
import type { DayRange, WastedSpendRow } from "../assistant";

type Row = {
  profileId: number;
  currency: string;
  campaignId: string;
  campaignName: string;
  managed: number;
  budgetCents: number | null;
  terms: number;
  clicks: number;
  spendCents: number;
};

const DEFAULT_ROWS = 50;

/**
 * Per campaign, its search terms that had clicks and no orders over the range (each term summed over
 * the range first), most spend first.
 */
export async function wastedSpend(
  db: Database,
  userId: string,
  query: { range: DayRange; profileId?: number; limit?: number },
): Promise<WastedSpendRow[]> {
  const rows = await db.all<Row>(sql`
    with terms as (
      select dm.profile_id, dm.campaign_id, sum(dm.clicks) as clicks, sum(dm.cost_cents) as spendCents
      from search_term_metrics dm
      where dm.profile_id in (${sellerProfileIds(userId, query.profileId)})
        and dm.date between ${query.range.from} and ${query.range.to}
      group by dm.profile_id, dm.campaign_id, dm.search_term
      having sum(dm.orders) = 0 and sum(dm.clicks) > 0
    ),
    waste as materialized (
      select profile_id, campaign_id, count(*) as terms, sum(clicks) as clicks, sum(spendCents) as spendCents
      from terms group by profile_id, campaign_id
      order by spendCents desc, campaign_id limit ${Math.min(query.limit ?? DEFAULT_ROWS, 500)}
    )
    select w.profile_id as profileId, p.currency_code as currency, w.campaign_id as campaignId,
      coalesce(c.name, w.campaign_id) as campaignName, m.campaign_id is not null as managed,
      c.budget_cents as budgetCents, w.terms, w.clicks, w.spendCents
    from waste w
    join amazon_profiles p on p.id = w.profile_id
    left join sp_campaigns c on c.profile_id = w.profile_id and c.campaign_id = w.campaign_id
    left join managed_campaigns m on m.profile_id = w.profile_id and m.campaign_id = w.campaign_id
    order by w.spendCents desc, w.campaign_id`);
  return rows.map((row) => ({
    profileId: row.profileId,
    currency: row.currency,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    managed: row.managed === 1,
    dailyBudget: row.budgetCents === null ? null : centsToDollars(row.budgetCents),
    terms: row.terms,
    clicks: row.clicks,
    spend: centsToDollars(row.spendCents),
  }));
}
