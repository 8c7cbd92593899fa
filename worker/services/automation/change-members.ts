import { and, desc, eq, isNotNull, max } from "drizzle-orm";
import type { ChangeMember } from "../../contracts/automation/change-author";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";

/**
 * GET /api/automation/{profileId}/change-members: the members who made changes on the profile, for the
 * change log's member filter, most recent first. A member removed from the organisation still shows:
 * their changes stay in the log.
 */
export async function changeMembers(db: Database, profileId: number): Promise<{ members: ChangeMember[] }> {
  const latest = max(automationChanges.id);
  const rows = await db
    // SQLite takes a bare column beside max() from the row holding the max: the latest change's name.
    .select({ userId: automationChanges.actorUserId, name: automationChanges.actorName, latest })
    .from(automationChanges)
    .where(and(eq(automationChanges.profileId, profileId), isNotNull(automationChanges.actorUserId)))
    .groupBy(automationChanges.actorUserId)
    .orderBy(desc(latest));
  return {
    members: rows.flatMap(({ userId, name }) => (userId ? [{ userId, name: name ?? "A member" }] : [])),
  };
}
