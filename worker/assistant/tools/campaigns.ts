import { sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import { centsToDollars } from "../../contracts/metrics";
import type { Database } from "../../db/client";
import type { AssistantTools, CampaignRow } from "../assistant";
import { containsText } from "./figure-order";

/**
 * A day counts as at budget when the campaign spent at least this share of its daily budget: Amazon
 * stops serving a campaign once what is left of its budget cannot pay for another click.
 */
export const AT_BUDGET_SHARE = 0.95;

type Row = {
  profileId: number;
  campaignId: string;
  name: string;
  state: string;
  targetingType: string;
  budgetCents: number;
  currency: string;
  managed: number;
  daysAtBudget: number;
};

/**
 * The seller's campaigns (narrowed by profile and name), each with the days of the range on which its
 * spend reached its current daily budget. A day's spend is the running total's step from the day before
 * (the store is dense, so a campaign's first day has no row before it), each read by the store's key.
 */
export async function campaigns(
  db: Database,
  organisationId: string,
  query: Parameters<AssistantTools["campaigns"]>[0],
): Promise<CampaignRow[]> {
  const profileIds = sellerProfileIds(organisationId, query.profileId);
  const named =
    query.nameContains === undefined ? sql`` : sql`and ${containsText(sql`c.name`, query.nameContains)}`;
  const rows = await db.all<Row>(sql`
    with days as (
      select r.profile_id, r.campaign_id, r.date, r.cost_cents - coalesce(prev.cost_cents, 0) as spentCents
      from campaign_running_totals r
      left join campaign_running_totals prev on prev.profile_id = r.profile_id
        and prev.date = date(r.date, '-1 day') and prev.campaign_id = r.campaign_id
      where r.profile_id in (${profileIds}) and r.date between ${query.range.from} and ${query.range.to}
    ),
    capped as materialized (
      select d.profile_id, d.campaign_id, count(*) as daysAtBudget
      from days d
      join sp_campaigns c on c.profile_id = d.profile_id and c.campaign_id = d.campaign_id
      where c.budget_cents > 0 and d.spentCents >= c.budget_cents * ${AT_BUDGET_SHARE} ${named}
      group by d.profile_id, d.campaign_id
    )
    select c.profile_id as profileId, c.campaign_id as campaignId, c.name, c.state,
      c.targeting_type as targetingType, c.budget_cents as budgetCents, p.currency_code as currency,
      m.campaign_id is not null as managed, coalesce(capped.daysAtBudget, 0) as daysAtBudget
    from ${
      query.atBudgetOnly
        ? sql`capped cross join sp_campaigns c on c.profile_id = capped.profile_id and c.campaign_id = capped.campaign_id`
        : sql`sp_campaigns c left join capped on capped.profile_id = c.profile_id and capped.campaign_id = c.campaign_id`
    }
    join amazon_profiles p on p.id = c.profile_id
    left join managed_campaigns m on m.profile_id = c.profile_id and m.campaign_id = c.campaign_id
    where c.profile_id in (${profileIds}) ${named}
    order by daysAtBudget desc, c.name collate nocase, c.campaign_id`);
  return rows.map((row) => ({
    profileId: row.profileId,
    campaignId: row.campaignId,
    name: row.name,
    state: row.state,
    targetingType: row.targetingType,
    dailyBudget: centsToDollars(row.budgetCents),
    currency: row.currency,
    managed: row.managed === 1,
    daysAtBudget: row.daysAtBudget,
  }));
}
