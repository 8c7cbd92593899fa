import { and, eq } from "drizzle-orm";
import { automationChanges, automationLeases } from "../db/automation-schema";
import type { Database } from "../db/client";
import { runStatements, type Statement } from "./batch-statements";
import { plannedRow } from "./change-rows";
import { insertPlanned, ROWS_PER_INSERT, recordRuleRuns } from "./change-status-writes";
import type { Plan } from "./plan";
import { targetOfChangeKey } from "./plan-budget";

/**
 * Stores one group of the plan before anything is sent: PLANNED rows (a change already stored for
 * this run key is left as it is: ON CONFLICT DO NOTHING), the rules that ran for its SKUs, and the
 * run's cursor (the last SKU id planned) last; one D1 batch, so one transaction, for a group of up
 * to ~48,000 changes. A job killed before the cursor moved plans the group again and adds nothing.
 */
export async function storePlanGroup(
  db: Database,
  profileId: number,
  runKey: string,
  plan: Plan & { lastSkuId: number },
  now: Date,
) {
  const rows = plan.changes.map((change) => plannedRow(profileId, runKey, change, now));
  const statements: Statement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    statements.push(insertPlanned(profileId, runKey, rows.slice(start, start + ROWS_PER_INSERT), now));
  }
  for (let start = 0; start < plan.ran.length; start += ROWS_PER_INSERT) {
    statements.push(recordRuleRuns(plan.ran.slice(start, start + ROWS_PER_INSERT), now));
  }
  const cursor = { planRunKey: runKey, planAfterSkuId: plan.lastSkuId };
  statements.push(
    db
      .insert(automationLeases)
      .values({ profileId, ...cursor })
      .onConflictDoUpdate({ target: automationLeases.profileId, set: cursor }),
  );
  await runStatements(db, statements);
}

/** Every SKU of the run is planned: the run key is the hour's (a later run of it only applies), the cursor cleared. */
export async function markPlanned(db: Database, profileId: number, runKey: string) {
  await db
    .update(automationLeases)
    .set({ lastRunKey: runKey, planRunKey: null, planAfterSkuId: null })
    .where(eq(automationLeases.profileId, profileId));
}

/** What earlier invocations of this run planned already, as (entity, field) targets: the run changes each once. */
export async function storedTargets(db: Database, profileId: number, runKey: string) {
  const rows = await db
    .select({ changeKey: automationChanges.changeKey })
    .from(automationChanges)
    .where(and(eq(automationChanges.profileId, profileId), eq(automationChanges.runKey, runKey)));
  return new Set(rows.map((row) => targetOfChangeKey(row.changeKey)));
}
