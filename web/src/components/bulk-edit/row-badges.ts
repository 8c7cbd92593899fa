/** The words of each row's badge in a bulk edit's preview, results and undo (campaigns, bids). */
import type { BulkRowView } from "./bulk-edit-rows";

type Badge = BulkRowView["badge"];

export const PREVIEW_BADGES: Record<"READY" | "UNCHANGED" | "REFUSED", Badge> = {
  READY: { text: "Will change", palette: "blue" },
  UNCHANGED: { text: "No change", palette: "gray" },
  REFUSED: { text: "Refused", palette: "red" },
};

export const APPLY_BADGES: Record<"APPLIED" | "UNCHANGED" | "REFUSED", Badge> = {
  APPLIED: { text: "Applied", palette: "green" },
  UNCHANGED: { text: "No change", palette: "gray" },
  REFUSED: { text: "Refused", palette: "red" },
};

export const UNDO_BADGES = {
  UNDONE: { text: "Undone", palette: "green" },
  REFUSED: { text: "Not undone", palette: "red" },
} as const satisfies Record<string, Badge>;
