/**
 * Our own products meet in one auction: every product of the seller may bid on a query, and the
 * auction ranks their entries with the competitors' (simulate-hour.ts). Priced alone, each pair
 * expects the slot and price it would have without the others, so the plan over-predicts sales and
 * under-predicts spend. So the plan is priced twice: once alone, then — at the first pass's bids for
 * the target — each pair against the competitors plus our own entries that outscore it on its query
 * (their score: bid × quality, the same all day). A sequential best response: the pair that ranks
 * higher still prices its slot as if alone (the next entry under it may be ours).
 */
import type { HourLandscape, QueryDay } from "./landscape";
import type { Pair } from "./plan";

/** `[day][pair]`: the scores of our entries on the pair's query that outrank it that day, high to low. */
export type OwnRivals = (day: number, pair: number) => readonly number[];

export function ownRivals(
  pairs: readonly Pair[],
  quality: readonly number[],
  bids: readonly Int32Array[],
): OwnRivals {
  const byQuery = new Map<number, number[]>();
  pairs.forEach((pair, p) => {
    const list = byQuery.get(pair.q) ?? [];
    list.push(p);
    byQuery.set(pair.q, list);
  });
  const rivals = bids.map((dayBids) => {
    const ofPair: number[][] = pairs.map(() => []);
    for (const members of byQuery.values()) {
      const scored = members
        .map((p) => ({ p, score: ((dayBids[p] ?? 0) / 100) * (quality[p] ?? 0) }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.p - b.p);
      for (const member of members) {
        const own = scored.findIndex((entry) => entry.p === member);
        const ahead = own < 0 ? scored : scored.slice(0, own);
        ofPair[member] = ahead.map((entry) => entry.score);
      }
    }
    return ofPair;
  });
  return (day, pair) => rivals[day]?.[pair] ?? [];
}

/** The day's landscape with our outranking entries among the competitors (they do not swing by the hour). */
export function withRivals(day: QueryDay, rivals: readonly number[]): QueryDay {
  if (rivals.length === 0) return day;
  const kept = rivals.filter((score) => score >= day.reserve);
  return {
    ...day,
    hours: day.hours.map(
      (hour): HourLandscape => ({
        ...hour,
        scores: Float64Array.from([...hour.scores, ...kept])
          .sort()
          .reverse(),
      }),
    ),
  };
}
