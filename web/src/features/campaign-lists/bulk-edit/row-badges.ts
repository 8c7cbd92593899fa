/** The words of each row's badge in the bulk edit's preview, results and undo. */
import type { BulkApplyRow, BulkPreviewRow } from "@contracts/campaigns/bulk-edit";
import type { BulkRowView } from "./bulk-edit-rows";

type Badge = BulkRowView["badge"];

export const PREVIEW_BADGES: Record<BulkPreviewRow["status"], Badge> = {
  READY: { text: "Will change", palette: "blue" },
  UNCHANGED: { text: "No change", palette: "gray" },
  REFUSED: { text: "Refused", palette: "red" },
};

export const APPLY_BADGES: Record<BulkApplyRow["status"], Badge> = {
  APPLIED: { text: "Applied", palette: "green" },
  UNCHANGED: { text: "No change", palette: "gray" },
  REFUSED: { text: "Refused", palette: "red" },
};

export const UNDO_BADGES = {
  UNDONE: { text: "Undone", palette: "green" },
  REFUSED: { text: "Not undone", palette: "red" },
} as const satisfies Record<string, Badge>;
