import { type SQL, sql } from "drizzle-orm";
import type { automationChanges } from "../db/automation-schema";

/*
 * The change log's writes, each one statement whatever the number of rows: the rows travel as one
 * JSON parameter (D1 binds at most 100 parameters, and counts every statement of an invocation).
 */

type NewRow = Pick<
  typeof automationChanges.$inferInsert,
  | "advertisedSkuId"
  | "campaignId"
  | "changeKey"
  | "rule"
  | "kind"
  | "entityType"
  | "entityId"
  | "action"
  | "reason"
>;

/** Changes one insert carries: ~0.5 KB each, far below D1's 2 MB a value. */
export const ROWS_PER_INSERT = 1000;

/** PLANNED rows of one run; a change already stored under (profile, run key, change key) is left as it is. */
export function insertPlanned(profileId: number, runKey: string, rows: NewRow[], plannedAt: Date): SQL {
  return sql`
    insert into automation_changes
      (profile_id, advertised_sku_id, campaign_id, run_key, change_key, rule, kind, entity_type, entity_id,
       action, reason, status, attempts, planned_at)
    select ${profileId}, json_extract(value, '$.advertisedSkuId'), json_extract(value, '$.campaignId'), ${runKey}, json_extract(value, '$.changeKey'),
      json_extract(value, '$.rule'), json_extract(value, '$.kind'), json_extract(value, '$.entityType'), json_extract(value, '$.entityId'), json_extract(value, '$.action'),
      json_extract(value, '$.reason'), 'PLANNED', 0, ${plannedAt.getTime()}
    from json_each(${JSON.stringify(rows)}) where true
    on conflict (profile_id, run_key, change_key) do nothing`;
}

/** Amazon accepted these: APPLIED at `appliedAt`, with the created entity's id for an addition. */
export function markApplied(applied: { id: number; createdId: string | null }[], appliedAt: Date): SQL {
  const created = Object.fromEntries(
    applied.flatMap(({ id, createdId }) => (createdId ? [[id, createdId]] : [])),
  );
  return sql`
    update automation_changes
    set status = 'APPLIED', applied_at = ${appliedAt.getTime()}, error = null, attempts = attempts + 1,
      entity_id = coalesce(json_extract(${JSON.stringify(created)}, '$."' || id || '"'), entity_id)
    where id in (select value from json_each(${JSON.stringify(applied.map(({ id }) => id))}))`;
}

/**
 * These could not be applied, each with its reason: Amazon refused them (`attempts` + 1: a later run
 * tries again while tries are left), or they can never be (`attempts` set to `final`).
 */
export function markFailed(failed: { id: number; error: string }[], final?: number): SQL {
  const errors = JSON.stringify(Object.fromEntries(failed.map(({ id, error }) => [id, error])));
  const attempts = final === undefined ? sql`attempts + 1` : sql`${final}`;
  return sql`
    update automation_changes
    set status = 'FAILED', error = json_extract(${errors}, '$."' || id || '"'), attempts = ${attempts}
    where id in (select cast(key as integer) from json_each(${errors}))`;
}

/**
 * The rules that ran for each SKU at `now`: a rule's next due time counts from here. Each run's note
 * (what the rule left alone and why, or null) replaces the last one.
 */
export function recordRuleRuns(ran: { skuId: number; rule: string; note?: string | null }[], now: Date): SQL {
  return sql`
    insert into automation_rule_runs (advertised_sku_id, rule, last_run_at, last_note)
    select json_extract(value, '$.skuId'), json_extract(value, '$.rule'), ${now.getTime()}, json_extract(value, '$.note')
    from json_each(${JSON.stringify(ran)}) where true
    on conflict (advertised_sku_id, rule) do update set last_run_at = excluded.last_run_at, last_note = excluded.last_note`;
}
