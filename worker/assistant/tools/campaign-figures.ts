import { sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import type { Database } from "../../db/client";
import { RANGE_FIGURES_OF_RUNNING_TOTALS } from "../../db/figures-sql";
import type { FigureRow } from "../assistant";
import { containsText, type FigureQuery, filterOrderLimit } from "./figure-order";
import { figureValues, type SummedFigures } from "./figure-values";

type Row = SummedFigures & {
  profileId: number;
  currency: string;
  id: string;
  name: string;
  state: string | null;
  managed: number;
};

/**
 * Each campaign's figures over the range from campaign_running_totals, as the campaign list reads them:
 * its row at the range's last stored day minus the one the day before the range, per profile. A
 * campaign with no figures in the range has no row.
 */
export async function campaignFigures(
  db: Database,
  organisationId: string,
  query: FigureQuery,
): Promise<FigureRow[]> {
  const { range } = query;
  const rows = await db.all<Row>(sql`
    with bounds as materialized (
      select p.id as profileId, p.currency_code as currency,
        (select max(date) from campaign_running_totals
          where profile_id = p.id and date <= ${range.to}) as lastDay,
        (select max(date) from campaign_running_totals
          where profile_id = p.id and date < ${range.from}) as dayBefore
      from amazon_profiles p where p.id in (${sellerProfileIds(organisationId, query.profileId)})
    ),
    f as (
      select b.profileId, b.currency, atEnd.campaign_id as id, coalesce(c.name, atEnd.campaign_id) as name,
        c.state, m.campaign_id is not null as managed,
        ${RANGE_FIGURES_OF_RUNNING_TOTALS}
      from bounds b
      cross join campaign_running_totals atEnd
      left join campaign_running_totals before on before.profile_id = b.profileId
        and before.date = b.dayBefore and before.campaign_id = atEnd.campaign_id
      left join sp_campaigns c on c.profile_id = b.profileId and c.campaign_id = atEnd.campaign_id
      left join managed_campaigns m on m.profile_id = b.profileId and m.campaign_id = atEnd.campaign_id
      where atEnd.profile_id = b.profileId and atEnd.date = b.lastDay
        and atEnd.days_with_figures > coalesce(before.days_with_figures, 0)
        ${query.campaignId === undefined ? sql`` : sql`and atEnd.campaign_id = ${query.campaignId}`}
        ${query.nameContains === undefined ? sql`` : sql`and ${containsText(sql`c.name`, query.nameContains)}`}
    )
    select * from f ${filterOrderLimit(query)}`);
  return rows.map((row) => ({
    level: "campaign",
    profileId: row.profileId,
    currency: row.currency,
    id: row.id,
    name: row.name,
    campaignId: row.id,
    campaignName: row.name,
    managed: row.managed === 1,
    ...(row.state === null ? {} : { state: row.state }),
    ...figureValues(row),
  }));
}
