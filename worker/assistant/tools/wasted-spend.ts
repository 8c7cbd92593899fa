import { sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import { centsToDollars } from "../../contracts/metrics";
import type { Database } from "../../db/client";
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
  topTerms: string;
};

const DEFAULT_ROWS = 50;
/** Each campaign's costliest wasted terms, listed with it. */
export const TOP_TERMS = 5;

/**
 * Per campaign, its search terms that had clicks and no orders over the range (each term summed over
 * the range first), most spend first, with its costliest such terms: one pass over the search terms.
 */
export async function wastedSpend(
  db: Database,
  organisationId: string,
  query: { range: DayRange; profileId?: number; limit?: number },
): Promise<WastedSpendRow[]> {
  const rows = await db.all<Row>(sql`
    with terms as (
      select dm.profile_id, dm.campaign_id, dm.search_term, sum(dm.clicks) as clicks, sum(dm.cost_cents) as spendCents,
        row_number() over (partition by dm.profile_id, dm.campaign_id order by sum(dm.cost_cents) desc, dm.search_term) as rank
      from search_term_metrics dm
      where dm.profile_id in (${sellerProfileIds(organisationId, query.profileId)})
        and dm.date between ${query.range.from} and ${query.range.to}
      group by dm.profile_id, dm.campaign_id, dm.search_term
      having sum(dm.orders) = 0 and sum(dm.clicks) > 0
    ),
    waste as materialized (
      select profile_id, campaign_id, count(*) as terms, sum(clicks) as clicks, sum(spendCents) as spendCents,
        json_group_array(json_object('term', search_term, 'clicks', clicks, 'spendCents', spendCents))
          filter (where rank <= ${TOP_TERMS}) as topTerms
      from terms group by profile_id, campaign_id
      order by spendCents desc, campaign_id limit ${Math.min(query.limit ?? DEFAULT_ROWS, 500)}
    )
    select w.profile_id as profileId, p.currency_code as currency, w.campaign_id as campaignId,
      coalesce(c.name, w.campaign_id) as campaignName, m.campaign_id is not null as managed,
      c.budget_cents as budgetCents, w.terms, w.clicks, w.spendCents, w.topTerms
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
    topTerms: (JSON.parse(row.topTerms) as { term: string; clicks: number; spendCents: number }[])
      .map((term) => ({ term: term.term, clicks: term.clicks, spend: centsToDollars(term.spendCents) }))
      .sort((a, b) => b.spend - a.spend || a.term.localeCompare(b.term)),
  }));
}
