import { BID_MAX } from "../../../contracts/amazon-limits";
import { centsToDollars } from "../../../contracts/metrics";
import { formatAmount, formatCents } from "../../../contracts/money";
import type { BulkBidPreviewRow } from "../../../contracts/sku-targets/bulk-bids";
import { type BulkBidChange, bidAfterCents } from "../../../contracts/sku-targets/bulk-bids.schemas";
import { BOOSTED_LOCKED_MESSAGE } from "../../../contracts/sku-targets/keywords.schemas";
import { BID_MIN } from "../../../contracts/sku-targets/targets.schemas";

/** What a bulk bid edit reads of one selected keyword or ASIN target. */
export type BidSubject = {
  kind: BulkBidPreviewRow["kind"];
  id: string;
  name: string;
  campaignId: string;
  state: string;
  /** Its own bid, or null while it runs at its ad group's default. */
  bidCents: number | null;
  defaultBidCents: number | null;
  boosted: boolean;
  /** The SKU its campaign is for, whose Min and Max Bid hold every bid; null for a campaign of no SKU. */
  sku: { sku: string; bidMinCents: number; bidMaxCents: number } | null;
};

export const NOT_ENABLED_TEXT = "Only an enabled keyword or target can be re-bid";
export const NO_BID_TEXT = "It has no bid to change: set a bid instead";

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** Why the bid is outside Amazon's bids or the SKU's Min and Max Bid, or null. */
function limitProblem(afterCents: number, subject: BidSubject, currency: string): string | null {
  if (afterCents < Math.round(BID_MIN * 100))
    return `Under Amazon's minimum bid of ${formatAmount(BID_MIN, currency)}`;
  if (afterCents > BID_MAX * 100) return `Over Amazon's maximum bid of ${formatAmount(BID_MAX, currency)}`;
  const { sku } = subject;
  if (sku && afterCents < sku.bidMinCents)
    return `Under ${sku.sku}'s Min Bid of ${formatCents(sku.bidMinCents, currency)}`;
  if (sku && afterCents > sku.bidMaxCents)
    return `Over ${sku.sku}'s Max Bid of ${formatCents(sku.bidMaxCents, currency)}`;
  return null;
}

/**
 * One row of a bulk bid edit: the bid before (its own, else its ad group's default) → after, and
 * whether the single edit would take it (enabled, not boosted) inside Amazon's bids and the SKU's Min
 * and Max Bid; each refusal in words. Pure.
 */
export function planBidRow(subject: BidSubject, change: BulkBidChange, currency: string): BulkBidPreviewRow {
  const beforeCents = subject.bidCents ?? subject.defaultBidCents;
  const row = (
    afterCents: number | null,
    status: BulkBidPreviewRow["status"],
    reason: string | null = null,
  ) => ({
    kind: subject.kind,
    id: subject.id,
    name: subject.name,
    campaignId: subject.campaignId,
    before: dollars(beforeCents),
    after: dollars(afterCents),
    status,
    reason,
  });
  if (beforeCents === null && change.kind !== "SET_BID") return row(null, "REFUSED", NO_BID_TEXT);
  const afterCents = bidAfterCents(beforeCents ?? 0, change);
  if (afterCents === beforeCents) return row(afterCents, "UNCHANGED");
  if (subject.state !== "ENABLED") return row(afterCents, "REFUSED", NOT_ENABLED_TEXT);
  if (subject.boosted) return row(afterCents, "REFUSED", BOOSTED_LOCKED_MESSAGE);
  const problem = limitProblem(afterCents, subject, currency);
  return problem ? row(afterCents, "REFUSED", problem) : row(afterCents, "READY");
}
