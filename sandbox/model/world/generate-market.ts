/**
 * One profile's hidden market: search terms and product pages for its categories, competitors
 * on each, and the truth per (product, query): relevance, CTR at position one, CVR, organic rank.
 */

import { RESERVE_PRICE } from "../auction/reserve";
import { beta, intIn, logNormal, uniformIn } from "../core/draws";
import { clamp, round2, round4 } from "../core/numbers";
import { rngFromString } from "../core/rng";
import type { Market, ProductTruth, Query } from "../market";
import { auctionKnobs, type CategorySpec, type Scenario } from "../scenario";
import type { Product } from "../state";
import { asinFor } from "./generate-catalog";
import { organicScore, rankAmong } from "./organic-rank";
import {
  ctrForRelevance,
  cvrForRelevance,
  pageRelevance,
  type RelevanceContext,
  termRelevance,
} from "./relevance";
import { termUniverse } from "./vocabulary";

export interface MarketInput {
  seed: string;
  scenario: Scenario;
  profileKey: string;
  countryCode: string;
  ownBrand: string;
  catalog: Product[];
}

export function generateMarket(input: MarketInput): Market {
  const { seed, scenario, catalog } = input;
  const rng = rngFromString(`${seed}:market:${input.profileKey}`);
  const factors = scenario.marketplaces[input.countryCode as keyof Scenario["marketplaces"]];
  const volumeFactor = factors?.volume ?? 1;
  const bidFactor = factors?.bid ?? 1;
  const level = scenario.competition.level;
  const categoryIds = [...new Set(catalog.map((product) => product.categoryId))];
  const categories = categoryIds
    .map((id) => scenario.categories.find((category) => category.id === id))
    .filter((category): category is CategorySpec => category !== undefined);

  const organic = (): number[] =>
    Array.from({ length: scenario.competition.organicListings }, () =>
      round4(logNormal(rng, 0.45, 0.7)),
    ).sort((a, b) => b - a);
  const competitors = (): number =>
    Math.round(intIn(rng, ...(scenario.competition.competitorsPerQuery as [number, number])) * level);

  // Its own stream, so the reserves leave every other draw of the market as it was.
  const reserveRng = rngFromString(`${seed}:reserve:${input.profileKey}`);
  const [reserveLow, reserveHigh] = auctionKnobs(scenario).reserveShare;
  const reserve = (competitorBidMedian: number): number =>
    Math.max(RESERVE_PRICE, round2(competitorBidMedian * uniformIn(reserveRng, reserveLow, reserveHigh)));

  const queries: Query[] = [];
  for (const category of categories) {
    const [cpcLow, cpcHigh] = category.cpc;
    for (const term of termUniverse(rng, category, input.ownBrand, category.termCount)) {
      queries.push({
        text: term.text,
        kind: "term",
        categoryId: category.id,
        dailyVolume: round2(
          logNormal(rng, category.volume.median, category.volume.sigma) * term.weight * volumeFactor,
        ),
        seasonShift: intIn(rng, -20, 20),
        seasonStrength: round2(uniformIn(rng, 0.5, 1.5)),
        competitors: competitors(),
        competitorBidMedian: round2(
          uniformIn(rng, cpcLow, cpcHigh) * bidFactor * Math.sqrt(level) * (term.weight >= 3 ? 1.3 : 1),
        ),
        organicScores: organic(),
      });
    }
    const pageProducts = [
      ...catalog
        .filter((product) => product.categoryId === category.id)
        .map((product) => ({
          asin: product.asin,
          brand: product.brand,
          noun: product.noun,
          price: product.price,
          ownSku: product.sku as string | undefined,
        })),
      ...Array.from({ length: category.competitorAsins }, (_, index) => ({
        asin: asinFor(seed, `competitor:${category.id}:${index}`),
        brand: category.competitorBrands[index % category.competitorBrands.length] as string,
        noun: category.nouns[index % category.nouns.length] as string,
        price: round2(uniformIn(rng, category.priceRange[0], category.priceRange[1]) * (factors?.price ?? 1)),
        ownSku: undefined,
      })),
    ];
    for (const page of pageProducts) {
      queries.push({
        text: page.asin.toLowerCase(),
        kind: "page",
        categoryId: category.id,
        dailyVolume: round2(
          logNormal(rng, category.pageViews.median, category.pageViews.sigma) * volumeFactor,
        ),
        seasonShift: intIn(rng, -20, 20),
        seasonStrength: round2(uniformIn(rng, 0.5, 1.5)),
        competitors: Math.max(1, competitors() - 2),
        competitorBidMedian: round2(uniformIn(rng, cpcLow, cpcHigh) * bidFactor * 0.8),
        organicScores: [],
        brand: page.brand,
        noun: page.noun,
        price: page.price,
        ...(page.ownSku ? { ownSku: page.ownSku } : {}),
      });
    }
  }

  const context: RelevanceContext = {
    categoryNouns: new Map(scenario.categories.map((category) => [category.id, category.nouns])),
    categoryModifiers: new Map(scenario.categories.map((category) => [category.id, category.modifiers])),
    competitorBrands: new Set(scenario.categories.flatMap((category) => category.competitorBrands)),
    ownBrand: input.ownBrand.toLowerCase(),
  };
  const complementOf = (pageCategory: string, productCategory: string): boolean =>
    scenario.categories
      .find((category) => category.id === pageCategory)
      ?.complements.includes(productCategory) ?? false;
  const [ctrLow, ctrHigh] = scenario.ctr.range;
  const [cvrLow, cvrHigh] = scenario.cvr.range;
  const noise =
    scenario.marketplaces[input.countryCode as keyof Scenario["marketplaces"]]?.relevanceNoise ?? 0.5;

  const truth: ProductTruth[] = catalog.map((product) => {
    const category = scenario.categories.find((candidate) => candidate.id === product.categoryId);
    const mid = category ? (category.priceRange[0] + category.priceRange[1]) / 2 : product.price;
    const priceEffect = clamp((mid / Math.max(1, product.price)) ** 0.25, 0.75, 1.3);
    const productQuality = uniformIn(rng, 0.8, 1.2);
    const row: ProductTruth = { sku: product.sku, relevance: [], ctr: [], cvr: [], organicRank: [] };
    for (const query of queries) {
      const base =
        query.kind === "term"
          ? termRelevance(product, query.text, context)
          : pageRelevance(product, query, complementOf);
      const jitter = 1 - noise / 2 + noise * beta(rng, scenario.relevance.alpha, scenario.relevance.beta);
      const relevance = base === 0 ? 0 : round4(clamp(base * jitter, 0.005, 1));
      row.relevance.push(relevance);
      row.ctr.push(round4(ctrForRelevance(relevance, scenario.ctr.range) * productQuality));
      row.cvr.push(round4(cvrForRelevance(relevance, scenario.cvr.range) * priceEffect * productQuality));
      row.organicRank.push(
        query.kind === "term" ? rankAmong(organicScore(relevance, 0.3), query.organicScores) : 0,
      );
    }
    return row;
  });

  return {
    queries: queries.map((query) => ({ ...query, reservePrice: reserve(query.competitorBidMedian) })),
    truth,
    referenceCtr: round4((ctrLow + ctrHigh) / 2),
    referenceCvr: round4((cvrLow + cvrHigh) / 2),
    velocity: Object.fromEntries(catalog.map((product) => [product.sku, []])),
  };
}
