/**
 * The marketplace's record of each (product, query) pair's clicks and orders, which its dynamic
 * bidding predicts conversion from. Orders count when they land, as the marketplace sees them.
 * Kept in the profile's market so that `advance` split anyhow gives the same result.
 */
import type { ObservedConversions } from "../auction/predicted-conversion";
import type { Market } from "../market";

export type ConversionHistory = Map<number, ObservedConversions>;

/** The map key of a pair: product index × query count + query index. */
export function pairKey(market: Market, productIndex: number, queryIndex: number): number {
  return productIndex * market.queries.length + queryIndex;
}

export function readHistory(market: Market): ConversionHistory {
  const history: ConversionHistory = new Map();
  for (const [key, [clicks, orders]] of Object.entries(market.conversionHistory ?? {})) {
    const [p, q] = key.split(":").map(Number);
    if (p === undefined || q === undefined) continue;
    history.set(pairKey(market, p, q), { clicks, orders });
  }
  return history;
}

/** The history as stored: `"product:query"` keys in pair order, so JSON is the same however built. */
export function writeHistory(market: Market, history: ConversionHistory): Market["conversionHistory"] {
  const count = Math.max(1, market.queries.length);
  const keys = [...history.keys()].sort((a, b) => a - b);
  return Object.fromEntries(
    keys.map((key) => {
      const { clicks, orders } = history.get(key) as ObservedConversions;
      return [`${Math.floor(key / count)}:${key % count}`, [clicks, orders]];
    }),
  );
}

export function recordClicks(history: ConversionHistory, key: number, clicks: number): void {
  const entry = history.get(key);
  if (entry) entry.clicks += clicks;
  else history.set(key, { clicks, orders: 0 });
}

export function recordOrder(history: ConversionHistory, key: number): void {
  const entry = history.get(key);
  if (entry) entry.orders += 1;
  else history.set(key, { clicks: 0, orders: 1 });
}
