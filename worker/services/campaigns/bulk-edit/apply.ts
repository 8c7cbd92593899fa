import type { OwnProfile } from "../../../access/own-profile";
import type { AdsClient } from "../../../amazon/ads-client";
import { ApiError } from "../../../contracts/api-error";
import { type ChangeMember, sellerEdit } from "../../../contracts/automation/change-author";
import type { BulkApplyResult, BulkApplyRow } from "../../../contracts/campaigns/bulk-edit";
import type { BulkEdit } from "../../../contracts/campaigns/bulk-edit.schemas";
import type { Database } from "../../../db/client";
import { loggedInBatch } from "../../automation/batch-count";
import { newBatchId } from "../../automation/log-edits";
import { updateCampaign } from "../update";
import { planBulkEdit, reasonOf } from "./preview";

/**
 * POST /api/campaigns/{profileId}/bulk: the preview's READY rows, one after another, through the single
 * edit (updateCampaign: the same Amazon call, Max budget split, hold and log), every logged change
 * sharing one batch id. A row Amazon or a limit refuses is REFUSED with the reason; the others stand.
 */
export async function applyBulkEdit(
  db: Database,
  ads: () => Promise<AdsClient>,
  profile: OwnProfile,
  edit: BulkEdit,
  now: Date,
  member: ChangeMember,
): Promise<BulkApplyResult> {
  const planned = await planBulkEdit(db, profile, edit, now);
  const batchId = newBatchId();
  const author = { ...sellerEdit(member), batchId };
  const rows: BulkApplyRow[] = [];
  for (const { campaign, row } of planned) {
    if (row.status !== "READY") {
      rows.push({ ...row, status: row.status });
      continue;
    }
    const update =
      edit.change.kind === "SET_STATE" ? { state: edit.change.state } : { budget: row.after.budget };
    try {
      await updateCampaign(db, ads, profile, campaign, update, now, author);
      rows.push({ ...row, status: "APPLIED" });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      rows.push({ ...row, status: "REFUSED", reason: reasonOf(error) });
    }
  }
  return { batchId, logged: await loggedInBatch(db, profile.id, batchId), rows };
}
