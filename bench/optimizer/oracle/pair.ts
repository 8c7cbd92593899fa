/** A (product, query or page) pair the best bidder prices: the product's SKU and the query's index. */
export type Pair = { sku: string; q: number };
