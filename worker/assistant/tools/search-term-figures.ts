import { type SQL, sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import { isAsinTerm } from "../../automation/rules/search-term-figures";
import type { Database } from "../../db/client";
import { SUM_FIGURES } from "../../db/figures-sql";
import type { FigureRow } from "../assistant";
import { containsText, type FigureQuery, figureFilters, figureOrderLimit } from "./figure-order";
import { figureValues, type SummedFigures } from "./figure-values";

type Row = SummedFigures & {
  profileId: number;
  currency: string;
  id: string;
  campaignId: string;
  campaignName: string;
  managed: number;
  termActions: number;
};

const ASIN_VALUE = sql`lower(json_extract(expression, '$[0].value'))`;

/** Every keyword text and ASIN target of the profiles, lower-cased: terms already harvested. */
const targeted = (profileIds: SQL) => sql`
  select profile_id, lower(keyword_text) as term from sp_keywords
  where profile_id in (${profileIds}) and kind = 'KEYWORD'
  union
  select profile_id, ${ASIN_VALUE} from sp_targets
  where profile_id in (${profileIds}) and kind = 'TARGET' and ${ASIN_VALUE} is not null`;

/** Every negative keyword and negative ASIN, ad group's or campaign's, per campaign, lower-cased. */
const negated = (profileIds: SQL) => sql`
  select profile_id, campaign_id, lower(keyword_text) as term from sp_keywords
  where profile_id in (${profileIds}) and kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE')
  union
  select profile_id, campaign_id, ${ASIN_VALUE} from sp_targets
  where profile_id in (${profileIds}) and kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE') and ${ASIN_VALUE} is not null`;

/**
 * Search terms' figures over the range, one row per campaign and term (a term is negated and
 * harvested per campaign). Reads search_term_metrics by its key (profile, date) or by campaign, and
 * names only the rows kept.
 */
export async function searchTermFigures(
  db: Database,
  organisationId: string,
  query: FigureQuery,
): Promise<FigureRow[]> {
  const profileIds = sellerProfileIds(organisationId, query.profileId);
  const ctes: SQL[] = [];
  const where: SQL[] = [figureFilters(query)];
  if (query.notYetTargeted) {
    ctes.push(sql`targeted as materialized (${targeted(profileIds)})`);
    where.push(
      sql`not exists (select 1 from targeted t where t.profile_id = f.profileId and t.term = lower(f.id))`,
    );
  }
  if (query.notYetNegated) {
    ctes.push(sql`negated as materialized (${negated(profileIds)})`);
    where.push(sql`not exists (select 1 from negated n
      where n.profile_id = f.profileId and n.campaign_id = f.campaignId and n.term = lower(f.id))`);
  }
  if (query.nameContains !== undefined) where.push(containsText(sql`f.id`, query.nameContains));
  const rows = await db.all<Row>(sql`
    with ${ctes.length === 0 ? sql`` : sql`${sql.join(ctes, sql`, `)},`}
    st as (
      select dm.profile_id as profileId, dm.campaign_id as campaignId, dm.search_term as id, ${SUM_FIGURES}
      from search_term_metrics dm
      where dm.profile_id in (${profileIds}) and dm.date between ${query.range.from} and ${query.range.to}
        ${query.campaignId === undefined ? sql`` : sql`and dm.campaign_id = ${query.campaignId}`}
      group by dm.profile_id, dm.campaign_id, dm.search_term
    ),
    ranked as materialized (
      select * from st f where ${sql.join(where, sql` and `)} ${figureOrderLimit(query)}
    )
    select f.*, p.currency_code as currency, coalesce(c.name, f.campaignId) as campaignName,
      m.campaign_id is not null as managed, m.advertised_sku_id is not null as termActions
    from ranked f
    join amazon_profiles p on p.id = f.profileId
    left join sp_campaigns c on c.profile_id = f.profileId and c.campaign_id = f.campaignId
    left join managed_campaigns m on m.profile_id = f.profileId and m.campaign_id = f.campaignId
    ${figureOrderLimit(query)}`);
  return rows.map((row) => ({
    level: "searchTerm",
    profileId: row.profileId,
    currency: row.currency,
    id: row.id,
    name: isAsinTerm(row.id) ? row.id.toUpperCase() : row.id,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    managed: row.managed === 1,
    termActions: row.termActions === 1,
    ...figureValues(row),
  }));
}
