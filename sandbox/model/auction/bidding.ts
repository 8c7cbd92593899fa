/**
 * Effective bid = bid × (1 + placement adjustment) × dynamic-bidding factor.
 *  - LEGACY_FOR_SALES ("down only"): lowered in proportion when a click is less likely to convert.
 *  - AUTO_FOR_SALES ("up and down"): also raised, up to +100 % on top of search, +50 % elsewhere.
 *  - MANUAL / RULE_BASED ("fixed"): unchanged.
 * `conversionRatio` is the hidden CVR of the (product, query) over the market's reference CVR.
 */
import { clamp } from "../core/numbers";
import type { BiddingStrategy, Placement } from "../entities";

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
