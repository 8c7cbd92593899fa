import { sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import type { Database } from "../../db/client";
import { SUM_FIGURES } from "../../db/figures-sql";
import type { FigureRow } from "../assistant";
import { containsText, type FigureQuery, filterOrderLimit } from "./figure-order";
import { figureValues, type SummedFigures } from "./figure-values";

type Row = SummedFigures & { profileId: number; currency: string; id: string };

/**
 * Each SKU's figures over the range: its product ads' rows of the advertised-product report, summed
 * over every campaign advertising it. Sums each ad's days first, in the order of the index
 * daily_metrics_product_ad_figures (which holds them whole), then the ads per SKU.
 */
export async function skuFigures(
  db: Database,
  organisationId: string,
  query: FigureQuery,
): Promise<FigureRow[]> {
  const rows = await db.all<Row>(sql`
    with ad_days as (
      select dm.profile_id, dm.entity_id, sum(dm.impressions) as impressions, sum(dm.clicks) as clicks,
        sum(dm.cost_cents) as cost_cents, sum(dm.sales_cents) as sales_cents, sum(dm.orders) as orders,
        sum(dm.units) as units
      from daily_metrics dm
      where dm.profile_id in (${sellerProfileIds(organisationId, query.profileId)}) and dm.grain = 'PRODUCT_AD'
        and dm.date between ${query.range.from} and ${query.range.to}
        ${query.campaignId === undefined ? sql`` : sql`and dm.campaign_id = ${query.campaignId}`}
      group by dm.profile_id, dm.entity_id
    ),
    f as (
      select a.profile_id as profileId, p.currency_code as currency, a.sku as id, ${SUM_FIGURES}
      from ad_days dm
      join sp_product_ads a on a.profile_id = dm.profile_id and a.ad_id = dm.entity_id
      join amazon_profiles p on p.id = a.profile_id
      where a.sku is not null
        ${query.nameContains === undefined ? sql`` : sql`and ${containsText(sql`a.sku`, query.nameContains)}`}
      group by a.profile_id, a.sku
    )
    select * from f ${filterOrderLimit(query)}`);
  return rows.map((row) => ({
    level: "sku",
    profileId: row.profileId,
    currency: row.currency,
    id: row.id,
    name: row.id,
    ...figureValues(row),
  }));
}
