import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { SUM_FIGURES } from "../../db/figures-sql";
import { sellerProfileIds } from "../../db/seller-profile-ids";
import type { FigureRow } from "../assistant";
import { containsText, type FigureQuery, filterOrderLimit } from "./figure-order";
import { figureValues, type SummedFigures } from "./figure-values";

type Row = SummedFigures & { profileId: number; currency: string; id: string };

/**
 * Each SKU's figures over the range: its product ads' rows of the advertised-product report, summed
 * over every campaign advertising it. Seeks each ad's days in daily_metrics' key (profile, grain, ad, date).
 */
export async function skuFigures(db: Database, userId: string, query: FigureQuery): Promise<FigureRow[]> {
  const rows = await db.all<Row>(sql`
    with ads as materialized (
      select a.profile_id, a.ad_id, a.sku from sp_product_ads a
      where a.profile_id in (${sellerProfileIds(userId, query.profileId)}) and a.sku is not null
        ${query.campaignId === undefined ? sql`` : sql`and a.campaign_id = ${query.campaignId}`}
        ${query.nameContains === undefined ? sql`` : sql`and ${containsText(sql`a.sku`, query.nameContains)}`}
    ),
    f as (
      select ads.profile_id as profileId, p.currency_code as currency, ads.sku as id, ${SUM_FIGURES}
      from ads
      cross join daily_metrics dm
      join amazon_profiles p on p.id = ads.profile_id
      where dm.profile_id = ads.profile_id and dm.grain = 'PRODUCT_AD' and dm.entity_id = ads.ad_id
        and dm.date between ${query.range.from} and ${query.range.to}
      group by ads.profile_id, ads.sku
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
