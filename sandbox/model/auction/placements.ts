/**
 * Slots per placement and how position changes what a shopper sees and clicks. Top of search has
 * four slots; rest of search eight more further down the results; a product page six.
 */
import type { Placement } from "../entities";

export const SLOTS: Record<Placement, number> = {
  PLACEMENT_TOP: 4,
  PLACEMENT_REST_OF_SEARCH: 8,
  PLACEMENT_PRODUCT_PAGE: 6,
};

/** Share of searches (or page views) in which the slot is actually seen: an impression. */
export function viewRate(placement: Placement, slot: number): number {
  if (placement === "PLACEMENT_TOP") return 0.97 - 0.04 * (slot - 1);
  if (placement === "PLACEMENT_REST_OF_SEARCH") return 0.62 * 0.88 ** (slot - 1);
  return 0.55 * 0.85 ** (slot - 1);
}

/** Multiplier on the (product, query) CTR at position one. */
export function clickFactor(placement: Placement, slot: number): number {
  if (placement === "PLACEMENT_TOP") return [1, 0.8, 0.68, 0.6][slot - 1] ?? 0.55;
  if (placement === "PLACEMENT_REST_OF_SEARCH") return 0.45 * 0.93 ** (slot - 1);
  return 0.5 * 0.9 ** (slot - 1);
}
