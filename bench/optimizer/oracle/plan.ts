/**
 * The oracle's plan: for each (product, query) pair it may bid on and each run day, the hull of its
 * bid options priced from the day's landscape (best-bid.ts). For a μ, each pair-day takes its best
 * option; a product whose day would then spend over its (pooled) daily budget has its own μ raised
 * for that day until it fits — the budget's own price — so the bids respect the budget as well
 * as the target. No option while the product is out of stock. Each day is priced at that day's
 * drifted click and conversion rates (pair-rates.ts).
 */
import { auctionQuality } from "../../../sandbox/model/auction/quality";
import type { Profile } from "../../../sandbox/model/index";
import { availabilityOn } from "../../../sandbox/model/world/stock-spells";
import { CAMPAIGNS_PER_SKU } from "../budget";
import type { BenchWorld } from "../world";
import { type BidOption, bestOption, bidGrid, dayHull, type PairFacts } from "./best-bid";
import type { Pair } from "./pair";

export type { Pair };

import type { QueryDay, RunDay } from "./landscape";
import type { OwnRivals } from "./own-rivals";
import { dayRates } from "./pair-rates";

/** A product and a query (index into the market's queries). */

export type OraclePlan = {
  pairs: Pair[];
  days: RunDay[];
  /** `[day][pair]`: the pair's hull that day (only "no bid" while out of stock). */
  hulls: BidOption[][][];
  /** Each product's daily budget in dollars (its three campaigns' together). */
  budget: number;
  /** `[day][pair]`: the pair's auction quality that day (its score per dollar of bid). */
  quality: number[][];
  /** `[day][pair]`: the pair's clicks per search that day at a click rate of 1 (reach × CTR). */
  perSearch: number[][];
};

/** As serve-ad.ts: scarce stock converts this share of the clicks it would otherwise. */
const SCARCE_CONVERSION = 0.85;
/** As context.ts: an ad of a product without the featured offer shows in this share of its wins. */
const LOST_BUY_BOX_REACH = 0.3;

/** Every pair a product's ad may serve on: each search term and each page but its own. */
export function everyPair(world: BenchWorld, profile: Profile): Pair[] {
  return world.products.flatMap((product) =>
    profile.market.queries.flatMap((query, q) =>
      query.ownSku === product.sku ? [] : [{ sku: product.sku, q }],
    ),
  );
}

export function planPairs(
  world: BenchWorld,
  profile: Profile,
  pairs: readonly Pair[],
  landscape: readonly QueryDay[][],
  days: readonly RunDay[],
  rivals: OwnRivals = () => [],
): OraclePlan {
  const { market, catalog } = profile;
  const grid = bidGrid(world.limits);
  const productIndex = new Map(catalog.map((product, index) => [product.sku, index]));
  const reachOf = (sku: string) =>
    catalog[productIndex.get(sku) ?? -1]?.eligibility.some(
      (status) => status.severity === "ELIGIBLE_WITH_WARNING",
    )
      ? LOST_BUY_BOX_REACH
      : 1;
  const rates = days.map((day) =>
    pairs.map(dayRates(world.scenario, world.state.seed, profile, day.date, productIndex)),
  );
  const quality = rates.map((ofDay) =>
    ofDay.map((rate, p) => {
      const pair = pairs[p] as Pair;
      const relevance = market.truth[productIndex.get(pair.sku) ?? -1]?.relevance[pair.q] ?? 0;
      return auctionQuality(relevance, rate.ctr, market.referenceCtr);
    }),
  );
  const perSearch = rates.map((ofDay) => ofDay.map((rate, p) => reachOf((pairs[p] as Pair).sku) * rate.ctr));
  const hulls = days.map((day, d) => {
    const availabilityOfDay = catalog.map((product) =>
      availabilityOn(product, day.date, world.scenario.stock.scarceDaysBefore),
    );
    return pairs.map((pair, p) => {
      const index = productIndex.get(pair.sku) ?? -1;
      const product = catalog[index];
      const rate = rates[d]?.[p];
      const queryDay = landscape[d]?.[pair.q];
      if (!product || !rate || !queryDay) return [];
      const availability = availabilityOfDay[index];
      if (availability === "OUT_OF_STOCK") return [];
      const facts: PairFacts = {
        quality: quality[d]?.[p] ?? 0,
        ctr: rate.ctr,
        conversion: rate.cvr * (availability === "IN_STOCK_SCARCE" ? SCARCE_CONVERSION : 1),
        orderValue: product.price * world.unitsPerOrder,
        reach: reachOf(pair.sku),
      };
      return dayHull(queryDay, facts, grid, rivals(d, p));
    });
  });
  return {
    pairs: [...pairs],
    days: [...days],
    hulls,
    quality,
    perSearch,
    budget: (world.limits.budgetCents * CAMPAIGNS_PER_SKU) / 100,
  };
}

export type Totals = { sales: number; spend: number };

/**
 * The price of a dollar of spend in sales: one for every product, or each product's own, so that the
 * seller's target ACOS holds for each SKU as Skupilot's settings ask (per-sku-mu.ts).
 */
export type Mu = number | ReadonlyMap<string, number>;

export const muOf = (mu: Mu, sku: string): number => {
  if (typeof mu === "number") return mu;
  const own = mu.get(sku);
  if (own === undefined) throw new Error(`no μ for ${sku}`);
  return own;
};

export const scaledMu = (mu: Mu, factor: number): Mu =>
  typeof mu === "number" ? mu * factor : new Map([...mu].map(([sku, value]) => [sku, value * factor]));

/** `[day][pair]` bids in cents (0: no bid) for a μ, and their expected sales and spend, in all and by product. */
export type PlannedBids = { bids: Int32Array[]; predicted: Totals; bySku: Map<string, Totals> };

/** Each product's pairs (indexes into plan.pairs). */
export function pairsBySku(plan: OraclePlan): Map<string, number[]> {
  const bySku = new Map<string, number[]>();
  plan.pairs.forEach((pair, index) => {
    const list = bySku.get(pair.sku) ?? [];
    list.push(index);
    bySku.set(pair.sku, list);
  });
  return bySku;
}

/** A product's best option on each of its pairs one day: at its μ, or at the higher μ its budget prices. */
function productDay(
  dayHulls: readonly BidOption[][],
  indexes: readonly number[],
  mu: number,
  budget: number,
) {
  const pick = (price: number) => indexes.map((i) => bestOption(dayHulls[i] ?? [], price));
  const spendOf = (options: BidOption[]) => options.reduce((sum, option) => sum + option.spend, 0);
  const chosen = pick(mu);
  if (spendOf(chosen) <= budget) return chosen;
  let [low, high] = [mu, mu * 2];
  while (spendOf(pick(high)) > budget && high < mu * 1e6) high *= 2;
  for (let step = 0; step < 40; step++) {
    const middle = Math.sqrt(low * high);
    if (spendOf(pick(middle)) > budget) low = middle;
    else high = middle;
  }
  return pick(high);
}

/** One product's expected sales and spend over the run at `mu` (its μ search, per-sku-mu.ts). */
export function productTotalsAt(plan: OraclePlan, indexes: readonly number[], mu: number): Totals {
  const totals = { sales: 0, spend: 0 };
  for (const dayHulls of plan.hulls)
    for (const option of productDay(dayHulls, indexes, mu, plan.budget)) {
      totals.sales += option.sales;
      totals.spend += option.spend;
    }
  return totals;
}

export function bidsAt(plan: OraclePlan, mu: Mu): PlannedBids {
  const predicted = { sales: 0, spend: 0 };
  const bySku = new Map<string, Totals>();
  const products = pairsBySku(plan);
  const bids = plan.hulls.map((dayHulls) => {
    const day = new Int32Array(plan.pairs.length);
    for (const [sku, indexes] of products) {
      const ofSku = bySku.get(sku) ?? { sales: 0, spend: 0 };
      bySku.set(sku, ofSku);
      productDay(dayHulls, indexes, muOf(mu, sku), plan.budget).forEach((option, k) => {
        day[indexes[k] as number] = option.bidCents;
        ofSku.sales += option.sales;
        ofSku.spend += option.spend;
        predicted.sales += option.sales;
        predicted.spend += option.spend;
      });
    }
    return day;
  });
  return { bids, predicted, bySku };
}

/** Predicted ACOS in percent of a μ's bids (null: no sales). */
export const predictedAcos = (totals: Totals) =>
  totals.sales > 0 ? (100 * totals.spend) / totals.sales : null;
