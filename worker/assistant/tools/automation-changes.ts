import { sql } from "drizzle-orm";
import type { ChangeAction } from "../../contracts/automation/change";
import { fieldAndValues } from "../../contracts/automation/change-fields";
import { shiftDate } from "../../contracts/date-range";
import { targetLabel } from "../../contracts/sku-targets/entity-labels";
import { startOfZonedDay } from "../../contracts/zoned-time";
import type { Database } from "../../db/client";
import type { AssistantTools, AutomationChangeRow } from "../assistant";
import { containsText } from "./figure-order";
import { profiles } from "./profiles";

type Row = {
  profileId: number;
  plannedAt: number;
  rule: string;
  campaignId: string;
  sku: string | null;
  entityType: string;
  entityId: string | null;
  entityName: string;
  targetExpression: string | null;
  action: string;
  reason: string;
  status: string;
};

/** The change kinds that set each field the API names (contracts/automation/change-fields.ts). */
const KINDS_OF_FIELD: Record<string, string[]> = {
  bid: ["SET_BID"],
  state: ["SET_STATE", "ARCHIVE"],
  budget: ["SET_BUDGET"],
  keyword: ["ADD_KEYWORD"],
  target: ["ADD_TARGET"],
  negativeKeyword: ["ADD_NEGATIVE_KEYWORD"],
  negativeTarget: ["ADD_NEGATIVE_TARGET"],
};

const TARGET_NAME = sql`coalesce(json_extract(t.expression, '$[0].value'), lower(json_extract(t.expression, '$[0].type')))`;

/** What the seller knows the changed entity by: what an addition adds, else the mirror's name of it. */
const ENTITY_NAME = sql`coalesce(
  json_extract(ac.action, '$.keywordText'), json_extract(ac.action, '$.asin'),
  case ac.entity_type
    when 'KEYWORD' then (select keyword_text from sp_keywords k
      where k.profile_id = ac.profile_id and k.kind = 'KEYWORD' and k.keyword_id = ac.entity_id)
    when 'TARGET' then (select ${TARGET_NAME} from sp_targets t
      where t.profile_id = ac.profile_id and t.kind = 'TARGET' and t.target_id = ac.entity_id)
    when 'CAMPAIGN' then (select name from sp_campaigns c
      where c.profile_id = ac.profile_id and c.campaign_id = ac.entity_id)
    when 'PRODUCT_AD' then (select sku from sp_product_ads a
      where a.profile_id = ac.profile_id and a.ad_id = ac.entity_id)
  end,
  ac.entity_id, '')`;

const written = (field: string, value: string | number | null) =>
  value === null
    ? null
    : typeof value === "number" && (field === "bid" || field === "budget")
      ? value.toFixed(2)
      : String(value);

/**
 * The automation's change log over the range (days in each profile's own time zone), newest first:
 * each change's entity by name, what it set from and to (money in currency units) and its reason.
 */
export async function automationChanges(
  db: Database,
  organisationId: string,
  query: Parameters<AssistantTools["automationChanges"]>[0],
): Promise<AutomationChangeRow[]> {
  const own = (await profiles(db, organisationId)).filter(
    (profile) => query.profileId === undefined || profile.id === query.profileId,
  );
  if (own.length === 0) return [];
  const bounds = own.map((profile) => ({
    id: profile.id,
    from: startOfZonedDay(query.range.from, profile.timezone).getTime(),
    to: startOfZonedDay(shiftDate(query.range.to, 1), profile.timezone).getTime(),
  }));
  const kinds = query.field === undefined ? null : (KINDS_OF_FIELD[query.field] ?? []);
  const rows = await db.all<Row>(sql`
    with b as (
      select json_extract(value, '$.id') as profileId, json_extract(value, '$.from') as fromMs,
        json_extract(value, '$.to') as toMs
      from json_each(${JSON.stringify(bounds)})
    ),
    named as (
      select ac.profile_id as profileId, ac.planned_at as plannedAt, ac.rule, ac.campaign_id as campaignId,
        s.sku, ac.entity_type as entityType, ac.entity_id as entityId, ${ENTITY_NAME} as entityName,
        case when ac.entity_type = 'TARGET' and ac.kind <> 'ADD_TARGET' then (select t.expression from sp_targets t
          where t.profile_id = ac.profile_id and t.kind = 'TARGET' and t.target_id = ac.entity_id) end as targetExpression,
        ac.action, ac.reason, ac.status, ac.id
      from b
      cross join automation_changes ac
      left join advertised_skus s on s.id = ac.advertised_sku_id
      where ac.profile_id = b.profileId and ac.planned_at >= b.fromMs and ac.planned_at < b.toMs
        ${query.entityId === undefined ? sql`` : sql`and ac.entity_id = ${query.entityId}`}
        ${kinds === null ? sql`` : sql`and ac.kind in (select value from json_each(${JSON.stringify(kinds)}))`}
    )
    select * from named
    ${query.nameContains === undefined ? sql`` : sql`where ${containsText(sql`entityName`, query.nameContains)}`}
    order by plannedAt desc, id desc
    limit ${Math.min(query.limit ?? 50, 500)}`);
  return rows.map((row) => {
    const { field, from, to } = fieldAndValues(JSON.parse(row.action) as ChangeAction);
    return {
      profileId: row.profileId,
      at: new Date(row.plannedAt).toISOString(),
      rule: row.rule,
      campaignId: row.campaignId,
      sku: row.sku,
      entityType: row.entityType,
      entityId: row.entityId ?? "",
      entityName:
        row.targetExpression === null ? row.entityName : targetLabel(JSON.parse(row.targetExpression)),
      field,
      from: written(field, from),
      to: written(field, to),
      reason: row.reason,
      status: row.status,
    };
  });
}
