/** Today's fact row of a (candidate, query, placement), found through a cache before the string key. */
import type { Candidate } from "../auction/candidates";
import type { Placement } from "../entities";
import type { FactRow } from "../metrics";
import type { SimContext } from "./context";

const PLACEMENT_SLOT: Record<Placement, number> = {
  PLACEMENT_TOP: 0,
  PLACEMENT_REST_OF_SEARCH: 1,
  PLACEMENT_PRODUCT_PAGE: 2,
};

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
  const existing = context.facts.get(key);
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
  context.dayKeys.push(key);
  cache[slot] = row;
  return row;
}
