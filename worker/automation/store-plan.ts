import { eq } from "drizzle-orm";
import { automationLeases } from "../db/automation-schema";
import type { Database } from "../db/client";
import { runStatements, type Statement } from "./batch-statements";
import { plannedRow } from "./change-rows";
import { insertPlanned, ROWS_PER_INSERT, recordRuleRuns } from "./change-status-writes";
import type { Plan } from "./plan";

/**
 * Stores the plan before anything is sent: PLANNED rows (a change already stored for this run key is
 * left as it is: ON CONFLICT DO NOTHING), then in the last transaction the rules that ran and the run
 * key as planned, so a later run of the same hour skips planning and only finishes what is left.
 */
export async function storePlan(db: Database, profileId: number, runKey: string, plan: Plan, now: Date) {
  const rows = plan.changes.map((change) => plannedRow(profileId, runKey, change, now));
  const statements: Statement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    statements.push(insertPlanned(profileId, runKey, rows.slice(start, start + ROWS_PER_INSERT), now));
  }
  for (let start = 0; start < plan.ran.length; start += ROWS_PER_INSERT) {
    statements.push(recordRuleRuns(plan.ran.slice(start, start + ROWS_PER_INSERT), now));
  }
  statements.push(
    db.update(automationLeases).set({ lastRunKey: runKey }).where(eq(automationLeases.profileId, profileId)),
  );
  await runStatements(db, statements);
}
