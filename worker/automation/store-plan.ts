import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { automationChanges, automationLeases, automationRuleRuns } from "../db/automation-schema";
import type { Database } from "../db/client";
import { runStatements } from "./batch-statements";
import { plannedRow } from "./change-rows";
import type { Plan } from "./plan";

/** Change rows a statement inserts: about 15 bound parameters each, under D1's 100. */
const ROWS_PER_INSERT = 6;

/**
 * Stores the plan before anything is sent: PLANNED rows (a change already stored for this run key is
 * left as it is: ON CONFLICT DO NOTHING), then in the last transaction the rules that ran and the run
 * key as planned, so a later run of the same hour skips planning and only finishes what is left.
 */
export async function storePlan(db: Database, profileId: number, runKey: string, plan: Plan, now: Date) {
  const rows = plan.changes.map((change) => plannedRow(profileId, runKey, change, now));
  const statements: BatchItem<"sqlite">[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    statements.push(
      db
        .insert(automationChanges)
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .onConflictDoNothing({
          target: [automationChanges.profileId, automationChanges.runKey, automationChanges.changeKey],
        }),
    );
  }
  for (const { skuId, rule } of plan.ran) {
    statements.push(
      db
        .insert(automationRuleRuns)
        .values({ advertisedSkuId: skuId, rule, lastRunAt: now })
        .onConflictDoUpdate({
          target: [automationRuleRuns.advertisedSkuId, automationRuleRuns.rule],
          set: { lastRunAt: now },
        }),
    );
  }
  statements.push(
    db.update(automationLeases).set({ lastRunKey: runKey }).where(eq(automationLeases.profileId, profileId)),
  );
  await runStatements(db, statements);
}
