/**
 * What of the oracle's sales any strategy built from Advertise's campaigns could reach. The oracle
 * may bid on every (product, search term or page) of the market; a seller's campaigns reach a term
 * only through auto targeting (close match: relevance ≥ 0.5, loose match: 0.2–0.5; substitutes and
 * complements on pages) and the keywords and targets harvested from what auto targeting showed. A
 * term under 0.2 — another product's noun, an unrelated search — never shows in the product's
 * reports, so no rule can find it; the oracle still buys its cheap clicks. Its late sales on the
 * reachable pairs are the fair yardstick for how well the rules bid on what they can see.
 */
import { autoGroupServes } from "../../sandbox/model/auction/targeting";
import { addDays } from "../../sandbox/model/index";
import type { RunResult } from "./run-days";
import { profileOf } from "./world";

const AUTO_CLAUSES = [
  "QUERY_HIGH_REL_MATCHES",
  "QUERY_BROAD_REL_MATCHES",
  "ASIN_SUBSTITUTE_RELATED",
  "ASIN_ACCESSORY_RELATED",
];

/** Late (day 31 on) ad sales on (product, query) pairs an auto campaign of the product can serve. */
export function reachableLateSales(run: RunResult, profileId: number): number {
  const profile = profileOf(run.state, profileId);
  const { queries, truth } = profile.market;
  const queryIndex = new Map(queries.map((query, index) => [query.text, index]));
  const truthOf = new Map(truth.map((row) => [row.sku, row]));
  const categoryOf = new Map(profile.catalog.map((product) => [product.sku, product.categoryId]));
  const lateFrom = addDays(run.firstDate, 30);
  let sales = 0;
  for (const row of profile.metrics.facts) {
    if (row.date < lateFrom || row.date > run.lastDate || row.sales7d === 0) continue;
    const q = queryIndex.get(row.searchTerm);
    const query = q === undefined ? undefined : queries[q];
    if (q === undefined || !query) continue;
    const relevance = truthOf.get(row.sku)?.relevance[q] ?? 0;
    if (AUTO_CLAUSES.some((type) => autoGroupServes(type, query, relevance, categoryOf.get(row.sku))))
      sales += row.sales7d;
  }
  return Math.round(sales * 100) / 100;
}
