/**
 * The competitors' reaction to our bids, as the market runs it (simulation/competitor-reaction.ts):
 * a query's competitor bids carry a lift that each local day's close moves by the share of the
 * query's top slots the seller won that day. Day 0 takes the market's saved state; each day after
 * is the market's own close of the top slots a set of planned bids wins at the lift of the day
 * before (expected searches as weights, ties to us, our entries under the reserve not shown).
 */
import { SLOTS } from "../../../sandbox/model/auction/placements";
import type { Market } from "../../../sandbox/model/index";
import { reactionKnobs } from "../../../sandbox/model/scenario";
import {
  closeReactionDay,
  type ReactionState,
  readReaction,
  recordTopSlots,
} from "../../../sandbox/model/simulation/competitor-reaction";
import { type LandscapeInput, queryDay, type RunDay, simulationSeed } from "./landscape";
import type { Pair } from "./plan";

/** `quality` is `[day][pair]`, as the plan's. */
export type PlannedEntries = { pairs: readonly Pair[]; quality: readonly (readonly number[])[] };

/** The market's lift on each query's competitor bids at the start of the run: `[query]`. */
export const startLifts = (market: Market): number[] => readReaction(market).lift;

/** Our entries that place in the first `slots` positions among `competitors` (both high to low). */
export function topSlotsWon(own: readonly number[], competitors: Float64Array, slots: number): number {
  let [o, c] = [0, 0];
  for (let slot = 0; slot < slots; slot++) {
    const ours = own[o];
    const theirs = competitors[c];
    if (ours === undefined && theirs === undefined) break;
    if (ours !== undefined && (theirs === undefined || ours >= theirs)) o++;
    else c++;
  }
  return o;
}

/** Each run day's lift per query (`[day][query]`) if the market ran `bids` (`[day][pair]`, cents). */
export function predictedLifts(
  input: LandscapeInput,
  market: Market,
  days: readonly RunDay[],
  entries: PlannedEntries,
  bids: readonly Int32Array[],
): number[][] {
  const seedInt = simulationSeed(input.seed, input.profileId);
  const knobs = reactionKnobs(input.scenario);
  const pairsOf = new Map<number, number[]>();
  entries.pairs.forEach((pair, p) => {
    pairsOf.set(pair.q, [...(pairsOf.get(pair.q) ?? []), p]);
  });
  let state: ReactionState = readReaction(market);
  return days.map((day, d) => {
    const lifts = [...state.lift];
    for (const [q, members] of pairsOf) {
      const scores = members
        .map((p) => ((bids[d]?.[p] ?? 0) / 100) * (entries.quality[d]?.[p] ?? 0))
        .filter((score) => score > 0);
      if (scores.length === 0) continue;
      const landscape = queryDay(input, seedInt, day, q, lifts[q] ?? 1);
      const shown = scores.filter((score) => score >= landscape.reserve).sort((a, b) => b - a);
      const slots = SLOTS[landscape.kind === "term" ? "PLACEMENT_TOP" : "PLACEMENT_PRODUCT_PAGE"];
      for (const hour of landscape.hours) {
        if (hour.searches <= 0) continue;
        recordTopSlots(state, "slotsOffered", q, slots, hour.searches);
        recordTopSlots(state, "slotsWon", q, topSlotsWon(shown, hour.scores, slots), hour.searches);
      }
    }
    state = closeReactionDay(state, knobs);
    return lifts;
  });
}
