import { and, asc, eq, isNull } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import { undoChange } from "../../automation/undo";
import { ApiError } from "../../contracts/api-error";
import type { ChangeMember } from "../../contracts/automation/change-author";
import type { BatchUndoResult, BatchUndoRow } from "../../contracts/campaigns/bulk-edit";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";

/**
 * POST /api/automation/{profileId}/batches/{batchId}/undo: every change of the batch still APPLIED goes
 * back through the engine's undo, one after another; each row says whether it was undone or why not.
 * A batch the profile never logged is 1006.
 */
export async function undoBatch(
  db: Database,
  env: Env,
  profile: Pick<OwnProfile, "id">,
  batchId: string,
  now: Date,
  by: ChangeMember,
): Promise<BatchUndoResult> {
  const changes = await db
    .select({
      id: automationChanges.id,
      campaignId: automationChanges.campaignId,
      entityId: automationChanges.entityId,
      status: automationChanges.status,
    })
    .from(automationChanges)
    .where(
      and(
        eq(automationChanges.profileId, profile.id),
        eq(automationChanges.batchId, batchId),
        isNull(automationChanges.undoesChangeId),
      ),
    )
    .orderBy(asc(automationChanges.id));
  if (changes.length === 0) throw new ApiError(1006, "This batch of changes does not exist.");
  const rows: BatchUndoRow[] = [];
  for (const change of changes) {
    const row = { changeId: change.id, campaignId: change.campaignId, entityId: change.entityId };
    try {
      await undoChange(db, env, profile.id, change.id, now, by);
      rows.push({ ...row, status: "UNDONE", reason: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      rows.push({ ...row, status: "REFUSED", reason: error.message });
    }
  }
  return { batchId, rows };
}
