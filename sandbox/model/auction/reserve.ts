/** The reserve price of a query's auctions: today the same for every query (RESERVE_PRICE). */
import type { Query } from "../market";
import { RESERVE_PRICE } from "./run-auction";

export function reservePriceOf(_query: Query): number {
  return RESERVE_PRICE;
}
