/** What campaign seeding works from, and the helpers every seeding plan uses. */
import { round2 } from "../core/numbers";
import type { Rng } from "../core/rng";
import type { Market } from "../market";
import type { Product } from "../state";
import type { Builder } from "./campaign-builder";

export interface CampaignInput {
  builder: Builder;
  rng: Rng;
  catalog: Product[];
  market: Market;
  /** Local date the world is handed over. */
  today: string;
  /** Marketplace bid scale (budgets and bids follow it). */
  scale: number;
}

export function bid(input: CampaignInput, low: number, high: number): number {
  return Math.max(0.02, round2((low + (high - low) * input.rng.next()) * input.scale));
}

/** The most relevant search terms of a product, best first. */
export function relevantTerms(market: Market, sku: string, count: number, skip = 0): string[] {
  const truth = market.truth.find((row) => row.sku === sku);
  if (!truth) return [];
  return market.queries
    .map((query, index) => ({ query, relevance: truth.relevance[index] ?? 0 }))
    .filter((entry) => entry.query.kind === "term")
    .sort((a, b) => b.relevance - a.relevance || a.query.text.localeCompare(b.query.text))
    .slice(skip, skip + count)
    .map((entry) => entry.query.text);
}

export function competitorPages(market: Market, categoryId: string) {
  return market.queries.filter(
    (query) => query.kind === "page" && !query.ownSku && query.categoryId === categoryId,
  );
}

export function eligibleProducts(catalog: readonly Product[]): Product[] {
  return catalog.filter((product) => !product.eligibility.some((status) => status.severity === "INELIGIBLE"));
}
