import { type SQL, sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import { targetLabel } from "../../contracts/sku-targets/entity-labels";
import type { Database } from "../../db/client";
import { SUM_FIGURES } from "../../db/figures-sql";
import type { FigureRow } from "../assistant";
import { containsText, type FigureQuery, filterOrderLimit } from "./figure-order";
import { figureValues, type SummedFigures } from "./figure-values";

type Row = SummedFigures & {
  profileId: number;
  currency: string;
  id: string;
  name: string;
  campaignId: string;
  campaignName: string;
  managed: number;
  adGroupId: string | null;
  matchType: string | null;
  state: string;
  bidCents: number | null;
  expression: string | null;
};

/** What a seller calls a targeting clause: its ASIN or category value, else its auto-targeting type. */
const TARGET_NAME = sql`coalesce(json_extract(t.expression, '$[0].value'), lower(json_extract(t.expression, '$[0].type')))`;

function entities(query: FigureQuery, profileIds: SQL): SQL {
  const ofCampaign = query.campaignId === undefined ? sql`` : sql`and campaign_id = ${query.campaignId}`;
  if (query.level === "keyword")
    return sql`
      select profile_id, keyword_id as id, keyword_text as name, campaign_id, ad_group_id, match_type, state, bid_cents,
        null as expression
      from sp_keywords
      where profile_id in (${profileIds}) and kind = 'KEYWORD' ${ofCampaign}
        ${query.nameContains === undefined ? sql`` : sql`and ${containsText(sql`keyword_text`, query.nameContains)}`}`;
  return sql`
    select t.profile_id, t.target_id as id, ${TARGET_NAME} as name, t.campaign_id, t.ad_group_id,
      null as match_type, t.state, t.bid_cents, t.expression
    from sp_targets t
    where t.profile_id in (${profileIds}) and t.kind = 'TARGET' ${ofCampaign}
      ${query.nameContains === undefined ? sql`` : sql`and ${containsText(TARGET_NAME, query.nameContains)}`}`;
}

/**
 * Keywords' or targets' figures over the range from the targeting report, with their current bid
 * and state. Starts from the entities (narrowed by campaign or name) and seeks each one's days in
 * daily_metrics' key, so an entity with no figures in the range answers zeros.
 */
export async function targetingFigures(
  db: Database,
  organisationId: string,
  query: FigureQuery,
): Promise<FigureRow[]> {
  const rows = await db.all<Row>(sql`
    with e as materialized (${entities(query, sellerProfileIds(organisationId, query.profileId))}),
    f as (
      select e.profile_id as profileId, p.currency_code as currency, e.id, e.name,
        e.campaign_id as campaignId, coalesce(c.name, e.campaign_id) as campaignName,
        m.campaign_id is not null as managed, e.ad_group_id as adGroupId, e.match_type as matchType,
        e.state, e.bid_cents as bidCents, e.expression, ${SUM_FIGURES}
      from e
      join amazon_profiles p on p.id = e.profile_id
      left join daily_metrics dm on dm.profile_id = e.profile_id and dm.grain = 'TARGETING'
        and dm.entity_id = e.id and dm.date between ${query.range.from} and ${query.range.to}
      left join sp_campaigns c on c.profile_id = e.profile_id and c.campaign_id = e.campaign_id
      left join managed_campaigns m on m.profile_id = e.profile_id and m.campaign_id = e.campaign_id
      group by e.profile_id, e.id
    )
    select * from f ${filterOrderLimit(query)}`);
  return rows.map((row) => ({
    level: query.level,
    profileId: row.profileId,
    currency: row.currency,
    id: row.id,
    name: row.expression === null ? row.name : targetLabel(JSON.parse(row.expression)),
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    managed: row.managed === 1,
    ...(row.adGroupId === null ? {} : { adGroupId: row.adGroupId }),
    ...(row.matchType === null ? {} : { matchType: row.matchType }),
    ...(row.bidCents === null ? {} : { bid: row.bidCents / 100 }),
    state: row.state,
    ...figureValues(row),
  }));
}
