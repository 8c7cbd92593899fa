/**
 * Competitors who notice the seller taking their top slots. Per query, the seller's share of the
 * top slots (top of search, or a product page's slots) is counted over each local day; when a day
 * closes above the threshold, the query's competitor bids rise by a step, up to a cap, and below
 * it they ease back by a step toward their own level. Kept in the market so a split `advance`
 * gives the same result.
 */
import type { Market } from "../market";
import type { ReactionKnobs } from "../scenario";

export interface ReactionState {
  /** Multiplier on each query's competitor bids (1 = their own level). */
  lift: number[];
  /** Today's top slots the seller won and the top slots there were, weighted by expected searches. */
  slotsWon: number[];
  slotsOffered: number[];
}

export function readReaction(market: Market): ReactionState {
  const saved = market.competitorReaction;
  const count = market.queries.length;
  return {
    lift: market.queries.map((_, q) => saved?.lift[q] ?? 1),
    slotsWon: Array.from({ length: count }, (_, q) => saved?.slotsWon[q] ?? 0),
    slotsOffered: Array.from({ length: count }, (_, q) => saved?.slotsOffered[q] ?? 0),
  };
}

/** The next day's lift from the seller's share of the top slots over the day just closed. */
export function nextLift(lift: number, share: number, knobs: ReactionKnobs): number {
  const next =
    share > knobs.shareThreshold
      ? Math.min(knobs.maxLift, lift * (1 + knobs.dailyStep))
      : Math.max(1, lift * (1 - knobs.dailyStep));
  return Math.round(next * 10_000) / 10_000;
}

/**
 * Adds this hour's top slots of a query, weighted by its expected searches, to one of the day's
 * counters: the slots there were (before its auction) or those the seller won.
 */
export function recordTopSlots(
  reaction: ReactionState,
  counter: "slotsOffered" | "slotsWon",
  queryIndex: number,
  slots: number,
  expectedSearches: number,
): void {
  const counts = reaction[counter];
  counts[queryIndex] = (counts[queryIndex] ?? 0) + slots * expectedSearches;
}

/** The state for the next day: lifts moved by the closed day's shares, counters at zero. */
export function closeReactionDay(reaction: ReactionState, knobs: ReactionKnobs): ReactionState {
  return {
    lift: reaction.lift.map((lift, q) => {
      const offered = reaction.slotsOffered[q] ?? 0;
      return nextLift(lift, offered > 0 ? (reaction.slotsWon[q] ?? 0) / offered : 0, knobs);
    }),
    slotsWon: reaction.slotsWon.map(() => 0),
    slotsOffered: reaction.slotsOffered.map(() => 0),
  };
}
