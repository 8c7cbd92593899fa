import { and, count, eq } from "drizzle-orm";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";

/** How many changes the profile's log holds under a bulk edit's batch id (what its one Undo puts back). */
export async function loggedInBatch(db: Database, profileId: number, batchId: string): Promise<number> {
  const [counted] = await db
    .select({ logged: count() })
    .from(automationChanges)
    .where(and(eq(automationChanges.profileId, profileId), eq(automationChanges.batchId, batchId)));
  return counted?.logged ?? 0;
}
