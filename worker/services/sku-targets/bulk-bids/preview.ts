import type { OwnProfile } from "../../../access/own-profile";
import type { BulkBidPreview } from "../../../contracts/sku-targets/bulk-bids";
import type { BulkBidEdit } from "../../../contracts/sku-targets/bulk-bids.schemas";
import type { Database } from "../../../db/client";
import { bidSubjects } from "./bid-subjects";
import { planBidRow } from "./plan-bid-row";

/** Each selected keyword or target beside its row: the bid the edit would make, or why it is refused. */
export async function planBulkBids(db: Database, profile: OwnProfile, edit: BulkBidEdit) {
  const subjects = await bidSubjects(db, profile.id, edit);
  return subjects.map((subject) => ({
    subject,
    row: planBidRow(subject, edit.change, profile.currencyCode),
  }));
}

/**
 * POST /api/campaigns/{profileId}/bulk-bids/preview: each selected keyword's and ASIN target's bid
 * before → after and whether the edit would be refused, and why. Reads only; changes nothing.
 */
export async function previewBulkBids(
  db: Database,
  profile: OwnProfile,
  edit: BulkBidEdit,
): Promise<BulkBidPreview> {
  return { rows: (await planBulkBids(db, profile, edit)).map(({ row }) => row) };
}
