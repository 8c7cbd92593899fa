/**
 * One generalised second-price auction for the slots of a placement. Entries are ranked by
 * score = effective bid × quality; a winner pays what it would have needed to keep its slot
 * (the next score ÷ its own quality, plus one cent), never more than its own effective bid and
 * never less than the reserve.
 */

export const RESERVE_PRICE = 0.02;

export interface Entry {
  /** Index of an own candidate, or -1 for a competitor. */
  own: number;
  effectiveBid: number;
  quality: number;
  score: number;
}

export interface Win {
  own: number;
  /** 1-based position within the placement's slots. */
  slot: number;
  cpc: number;
}

function floorCents(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

function ceilCents(value: number): number {
  return Math.ceil(value * 100 - 1e-9) / 100;
}

/**
 * Fills `slots` positions from `entries` (sorted in place, best first). Returns the own winners
 * and marks every placed entry (own or competitor) in `placed` so a later placement skips them.
 */
export function runAuction(entries: Entry[], slots: number, placed: Set<Entry>): Win[] {
  const pool = entries.filter((entry) => !placed.has(entry) && entry.effectiveBid >= RESERVE_PRICE);
  pool.sort((a, b) => b.score - a.score || a.own - b.own);
  const wins: Win[] = [];
  const count = Math.min(slots, pool.length);
  for (let i = 0; i < count; i++) {
    const entry = pool[i] as Entry;
    placed.add(entry);
    if (entry.own < 0) continue;
    const next = pool[i + 1];
    const needed = next ? next.score / entry.quality + 0.01 : RESERVE_PRICE;
    const cpc = Math.min(floorCents(entry.effectiveBid), Math.max(RESERVE_PRICE, ceilCents(needed)));
    wins.push({ own: entry.own, slot: i + 1, cpc });
  }
  return wins;
}
