import type { TermInsight } from "../../model/index";

export type MatchType = "EXACT" | "PHRASE" | "BROAD";

/** Broader matches win cheaper, less intent-rich auctions: their suggested bids are lower. */
export const MATCH_TYPE_FACTORS: Record<MatchType, number> = { EXACT: 1, PHRASE: 0.9, BROAD: 0.8 };

const cents = (value: number) => Math.max(0.02, Math.round(value * 100) / 100);

export type BidRange = TermInsight["suggestedBid"];

export function scaledRange(range: BidRange, factor: number): BidRange {
  return {
    rangeStart: cents(range.rangeStart * factor),
    suggested: cents(range.suggested * factor),
    rangeEnd: cents(range.rangeEnd * factor),
  };
}

/** The mean of several ranges (a bid for a group of terms or pages). */
export function meanRange(ranges: readonly BidRange[], fallback: BidRange): BidRange {
  if (ranges.length === 0) return fallback;
  const mean = (pick: (range: BidRange) => number) =>
    cents(ranges.reduce((sum, range) => sum + pick(range), 0) / ranges.length);
  return {
    rangeStart: mean((range) => range.rangeStart),
    suggested: mean((range) => range.suggested),
    rangeEnd: mean((range) => range.rangeEnd),
  };
}
