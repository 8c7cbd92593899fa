import { addHours } from "date-fns";
import { sql } from "drizzle-orm";
import { AUTOMATION_HOLD_HOURS } from "../../contracts/automation/holds";
import { automationHolds } from "../../db/automation-schema";
import type { Database } from "../../db/client";

/**
 * A seller's own edit in Skupilot (a bid, a state, a budget) holds the automation off those entities
 * for AUTOMATION_HOLD_HOURS from `now`, the marketplace's time the job compares holds with (the
 * simulated clock locally); a later edit extends the hold.
 */
export async function holdEntities(db: Database, profileId: number, entityIds: string[], now: Date) {
  const until = addHours(now, AUTOMATION_HOLD_HOURS);
  const ids = [...new Set(entityIds)];
  // Three parameters a row: D1 binds at most 100 a statement.
  for (let start = 0; start < ids.length; start += 30) {
    await db
      .insert(automationHolds)
      .values(ids.slice(start, start + 30).map((entityId) => ({ profileId, entityId, until })))
      .onConflictDoUpdate({
        target: [automationHolds.profileId, automationHolds.entityId],
        set: { until: sql`excluded.until` },
      });
  }
}
