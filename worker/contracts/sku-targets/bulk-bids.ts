/** Answers of the bulk bid edit of keywords and ASIN targets (issue 33 item 1). Money in dollars. */

/**
 * One selected keyword or ASIN target: its bid before → after (the ad group's default where it has no
 * bid of its own). READY: the preview would change it; UNCHANGED: it already has that bid; REFUSED:
 * `reason` says why (not enabled, boosted, outside Amazon's or the SKU's bids).
 */
export type BulkBidPreviewRow = {
  kind: "KEYWORD" | "TARGET";
  id: string;
  /** The keyword with its match type ('yoga mat (Exact)') or the ASIN. */
  name: string;
  campaignId: string;
  before: number | null;
  after: number | null;
  status: "READY" | "UNCHANGED" | "REFUSED";
  reason: string | null;
};

export type BulkBidPreview = { rows: BulkBidPreviewRow[] };

export type BulkBidApplyRow = Omit<BulkBidPreviewRow, "status"> & {
  status: "APPLIED" | "UNCHANGED" | "REFUSED";
};

/** `batchId`: the change log's batch of every applied bid, for one Undo; `logged`: how many it holds. */
export type BulkBidApplyResult = { batchId: string; logged: number; rows: BulkBidApplyRow[] };
