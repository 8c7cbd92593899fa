import { and, eq } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import { undoChange } from "../../automation/undo";
import { ApiError } from "../../contracts/api-error";
import type { ChangeRow } from "../../contracts/automation/change-api";
import type { ChangeMember } from "../../contracts/automation/change-author";
import { advertisedSkus } from "../../db/ads-schema";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";
import { changeRowsOf } from "./list-changes";

async function loggedChange(db: Database, profileId: number, changeId: number) {
  const [row] = await db
    .select({ change: automationChanges, sku: advertisedSkus.sku })
    .from(automationChanges)
    .innerJoin(advertisedSkus, eq(advertisedSkus.id, automationChanges.advertisedSkuId))
    .where(and(eq(automationChanges.profileId, profileId), eq(automationChanges.id, changeId)));
  if (!row) throw new ApiError(1006, "This change does not exist.");
  return row;
}

/** POST /api/automation/{profileId}/changes/{changeId}/undo: the engine undoes it; answers the change's line now. */
export async function undoChangeRow(
  db: Database,
  env: Env,
  profile: Pick<OwnProfile, "id" | "currencyCode">,
  changeId: number,
  now: Date,
  by: ChangeMember,
): Promise<ChangeRow> {
  const profileId = profile.id;
  // Another seller's change (or none) is 1006 before the engine is asked anything.
  await loggedChange(db, profileId, changeId);
  await undoChange(db, env, profileId, changeId, now, by);
  const row = await loggedChange(db, profileId, changeId);
  const [line] = await changeRowsOf(db, profile, [{ ...row.change, sku: row.sku }]);
  if (!line) throw new ApiError(1006, "This change does not exist.");
  return line;
}
