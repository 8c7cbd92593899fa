/**
 * The pairs a seller could learn of during the run: every (product, query) served at least once to
 * the `static` strategy's campaigns (auto targeting included: its search-term rows name the query),
 * and every search term and page the sandbox's keyword and product-target recommendations return
 * for the product (as the recommendation routes answer them: up to 200 terms of relevance ≥ 0.2,
 * every related page). The `discoverable` yardstick bids on these alone.
 */
import {
  type FactRow,
  type Profile,
  productTargetsFor,
  termsForProducts,
} from "../../../sandbox/model/index";
import type { BenchWorld } from "../world";
import type { Pair } from "./plan";

/** The keyword recommendations' longest list (sandbox/http/recommendations/keyword-request.ts). */
const MAX_KEYWORD_RECOMMENDATIONS = 200;

export function discoverablePairs(
  world: BenchWorld,
  profile: Profile,
  staticFacts: readonly FactRow[],
  firstDate: string,
  lastDate: string,
): Pair[] {
  const { queries } = profile.market;
  const queryIndex = new Map(queries.map((query, q) => [query.text, q]));
  const found = new Set<string>();
  const add = (sku: string, q: number | undefined) => {
    if (q !== undefined && queries[q]?.ownSku !== sku) found.add(`${sku}\u0000${q}`);
  };
  for (const row of staticFacts)
    if (row.date >= firstDate && row.date <= lastDate && row.impressions > 0)
      add(row.sku, queryIndex.get(row.searchTerm));
  for (const product of world.products) {
    for (const query of termsForProducts(profile, [product.sku], MAX_KEYWORD_RECOMMENDATIONS))
      add(product.sku, queryIndex.get(query.text));
    for (const target of productTargetsFor(profile, [product.asin]))
      add(product.sku, queryIndex.get(target.recommendedAsin.toLowerCase()));
  }
  return world.products.flatMap((product) =>
    queries.flatMap((_, q) => (found.has(`${product.sku}\u0000${q}`) ? [{ sku: product.sku, q }] : [])),
  );
}
