/**
 * Effective bid = bid × (1 + placement adjustment) × dynamic-bidding factor.
 *  - LEGACY_FOR_SALES ("down only"): lowered in proportion when a click is less likely to convert.
 *  - AUTO_FOR_SALES ("up and down"): also raised, up to +100 % on top of search, +50 % elsewhere.
 *  - MANUAL / RULE_BASED ("fixed"): unchanged.
 * `conversionRatio` is the hidden CVR of the (product, query) over the market's reference CVR.
 */
import { clamp } from "../core/numbers";
import type { BiddingStrategy, Campaign, Placement } from "../entities";

export function strategyFactor(
  strategy: BiddingStrategy,
  placement: Placement,
  conversionRatio: number,
): number {
  switch (strategy) {
    case "LEGACY_FOR_SALES":
      return clamp(conversionRatio, 0, 1);
    case "AUTO_FOR_SALES":
      return clamp(conversionRatio, 0, placement === "PLACEMENT_TOP" ? 2 : 1.5);
    default:
      return 1;
  }
}

export function effectiveBid(
  bid: number,
  adjustmentPercent: number,
  strategy: BiddingStrategy,
  placement: Placement,
  conversionRatio: number,
): number {
  return bid * (1 + adjustmentPercent / 100) * strategyFactor(strategy, placement, conversionRatio);
}

/** A campaign's placement adjustments in percent, 0 where none is set. */
export function adjustmentsOf(campaign: Campaign): Record<Placement, number> {
  const out: Record<Placement, number> = {
    PLACEMENT_TOP: 0,
    PLACEMENT_REST_OF_SEARCH: 0,
    PLACEMENT_PRODUCT_PAGE: 0,
  };
  for (const entry of campaign.dynamicBidding.placementBidding) out[entry.placement] = entry.percentage;
  return out;
}
