/** Answers of the campaign bulk edit (issue 33 item 1). Money in dollars. */

/** A campaign's state and daily budget, before or after the edit. */
export type BulkCampaignValues = { state: string; budget: number };

/** READY: the preview would change it; UNCHANGED: it already has that value; REFUSED: `reason` says why. */
export type BulkPreviewRow = {
  campaignId: string;
  name: string;
  before: BulkCampaignValues;
  after: BulkCampaignValues;
  status: "READY" | "UNCHANGED" | "REFUSED";
  reason: string | null;
};

export type BulkPreview = { rows: BulkPreviewRow[] };

export type BulkApplyRow = Omit<BulkPreviewRow, "status"> & { status: "APPLIED" | "UNCHANGED" | "REFUSED" };

/**
 * The batch id every applied row's change-log entry shares; Undo of the batch takes it. `logged`: how many
 * changes the log holds under it (a campaign of no SKU is not logged, so its edit is not undone with the batch).
 */
export type BulkApplyResult = { batchId: string; logged: number; rows: BulkApplyRow[] };

export type BatchUndoRow = {
  changeId: number;
  campaignId: string;
  /** The keyword, target or campaign the change was made to (a bulk bid edit's rows are keywords and targets). */
  entityId: string | null;
  status: "UNDONE" | "REFUSED";
  reason: string | null;
};

export type BatchUndoResult = { batchId: string; rows: BatchUndoRow[] };
