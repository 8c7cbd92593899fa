/**
 * The fact rows `advance` writes to. The rows of its input state are shared with the state it returns
 * (clock.ts copies none of them: a long run holds a million, and copying them every call cost more than
 * the simulation), so a row is copied the first time one call writes to it: the input stays unchanged.
 */
import type { Candidate } from "../auction/candidates";
import type { Placement } from "../entities";
import type { FactRow } from "../metrics";
import type { SimContext } from "./context";

const PLACEMENT_SLOT: Record<Placement, number> = {
  PLACEMENT_TOP: 0,
  PLACEMENT_REST_OF_SEARCH: 1,
  PLACEMENT_PRODUCT_PAGE: 2,
};

/** The row under `key`, copied first if this `advance` call has not written to it yet. */
export function writableRow(context: SimContext, key: string): FactRow | undefined {
  const row = context.facts.get(key);
  if (!row || context.ownRows.has(row)) return row;
  const copy = { ...row };
  context.facts.set(key, copy);
  context.ownRows.add(copy);
  return copy;
}

/** Today's fact row of a (candidate, query, placement), found through a cache before the string key. */
export function factRow(
  context: SimContext,
  c: Candidate,
  placement: Placement,
  q: number,
  searchTerm: string,
  date: string,
): FactRow {
  let cache = context.rowCache.get(c);
  if (!cache) {
    cache = [];
    context.rowCache.set(c, cache);
  }
  const slot = q * 3 + PLACEMENT_SLOT[placement];
  const cached = cache[slot];
  if (cached) return cached;
  const key = `${date}|${c.adId}|${c.targetingId}|${placement}|${searchTerm}`;
  const existing = writableRow(context, key);
  if (existing) {
    cache[slot] = existing;
    return existing;
  }
  const row: FactRow = {
    date,
    campaignId: c.campaignId,
    adGroupId: c.adGroupId,
    adId: c.adId,
    sku: c.sku,
    asin: c.asin,
    targetingId: c.targetingId,
    targetingKind: c.targetingKind,
    targeting: c.targeting,
    matchType: c.matchType,
    placement,
    searchTerm,
    impressions: 0,
    clicks: 0,
    cost: 0,
    purchases1d: 0,
    purchases7d: 0,
    purchases14d: 0,
    purchases30d: 0,
    sales1d: 0,
    sales7d: 0,
    sales14d: 0,
    sales30d: 0,
    units1d: 0,
    units7d: 0,
    units14d: 0,
    units30d: 0,
  };
  context.facts.set(key, row);
  context.ownRows.add(row);
  context.dayKeys.push(key);
  cache[slot] = row;
  return row;
}
