/**
 * Our own products meet in one auction: every product of the seller may bid on a query, and the
 * auction ranks their entries with the competitors' (simulate-hour.ts). Priced alone, each pair
 * expects the slot and price it would have without the others; together they push each other down
 * and, under GSP, each pays the score of ours right under it. So the plan is priced twice: once
 * alone, then, at the first pass's bids for the target, the query's pairs in the order of those
 * bids' scores, each against the competitors and our entries placed before it (at their first-pass
 * bids), never above them, its spend counting what it adds to the price of ours directly above.
 * Not a joint optimum (the entries above keep their first-pass bids), but each pair's choice now
 * sees what it costs the seller as a whole.
 */
import type { OwnEntry } from "./best-bid";
import type { Pair } from "./pair";

/** `(day, pair)`: our entries on the pair's query placed before it that day. */
export type OwnRivals = (day: number, pair: number) => readonly OwnEntry[];

export type PairAuctionFacts = {
  pairs: readonly Pair[];
  /** `[day][pair]`, as the plan's. */
  quality: readonly (readonly number[])[];
  perSearch: readonly (readonly number[])[];
};

export function ownRivals(facts: PairAuctionFacts, bids: readonly Int32Array[]): OwnRivals {
  const byQuery = new Map<number, number[]>();
  facts.pairs.forEach((pair, p) => {
    const list = byQuery.get(pair.q) ?? [];
    list.push(p);
    byQuery.set(pair.q, list);
  });
  const rivals = bids.map((dayBids, d) => {
    const ofPair: OwnEntry[][] = facts.pairs.map(() => []);
    for (const members of byQuery.values()) {
      const entries = members
        .map((p) => {
          const bidCents = dayBids[p] ?? 0;
          const quality = facts.quality[d]?.[p] ?? 0;
          return {
            p,
            entry: {
              score: (bidCents / 100) * quality,
              quality,
              bidCents,
              perSearch: facts.perSearch[d]?.[p] ?? 0,
            },
          };
        })
        .sort((a, b) => b.entry.score - a.entry.score || a.p - b.p);
      const placed: OwnEntry[] = [];
      for (const { p, entry } of entries) {
        ofPair[p] = [...placed];
        if (entry.bidCents > 0) placed.push(entry);
      }
    }
    return ofPair;
  });
  return (day, pair) => rivals[day]?.[pair] ?? [];
}
