/**
 * The reserve price of a query: no ad is shown below it, and an unopposed slot costs it (÷ the
 * ad's quality). Each query has its own, drawn with the market from its competitor bid level;
 * states generated before that keep the market-wide minimum.
 */
import type { Query } from "../market";

/** The lowest price a click ever costs, and the reserve of a query without its own. */
export const RESERVE_PRICE = 0.02;

export function reservePriceOf(query: Query): number {
  return Math.max(RESERVE_PRICE, query.reservePrice ?? RESERVE_PRICE);
}
