import type { ProfileAccess } from "../../../access/profile-ads-client";
import { ApiError } from "../../../contracts/api-error";
import { type ChangeMember, sellerEdit } from "../../../contracts/automation/change-author";
import type { BulkBidApplyResult, BulkBidApplyRow } from "../../../contracts/sku-targets/bulk-bids";
import type { BulkBidEdit } from "../../../contracts/sku-targets/bulk-bids.schemas";
import type { Database } from "../../../db/client";
import { loggedInBatch } from "../../automation/batch-count";
import { newBatchId } from "../../automation/log-edits";
import { reasonOf } from "../../campaigns/bulk-edit/preview";
import { updateKeyword } from "../../sku-keywords/mutations";
import { updateAsinTarget } from "../update";
import { planBulkBids } from "./preview";

/**
 * POST /api/campaigns/{profileId}/bulk-bids: the preview's READY rows, one after another, through the
 * single bid edit (updateKeyword, updateAsinTarget: the same Amazon call, hold and log), every logged
 * change sharing one batch id for one Undo. A row Amazon or a check refuses is REFUSED with the reason;
 * the others stand.
 */
export async function applyBulkBids(
  db: Database,
  access: ProfileAccess,
  edit: BulkBidEdit,
  now: Date,
  member: ChangeMember,
): Promise<BulkBidApplyResult> {
  const { profile } = access;
  const planned = await planBulkBids(db, profile, edit);
  const batchId = newBatchId();
  const author = { ...sellerEdit(member), batchId };
  const rows: BulkBidApplyRow[] = [];
  for (const { row } of planned) {
    if (row.status !== "READY" || row.after === null) {
      rows.push({ ...row, status: row.status === "READY" ? "REFUSED" : row.status });
      continue;
    }
    const change = { bid: row.after };
    try {
      if (row.kind === "KEYWORD") await updateKeyword(db, access, row.id, change, now, {}, author);
      else await updateAsinTarget(db, access, row.id, change, now, author);
      rows.push({ ...row, status: "APPLIED" });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      rows.push({ ...row, status: "REFUSED", reason: reasonOf(error) });
    }
  }
  return { batchId, logged: await loggedInBatch(db, profile.id, batchId), rows };
}
