/** Hidden relevance of a product to a search term or a product page, before noise. */
import type { Query } from "../market";
import type { Product } from "../state";
import { tokens } from "./vocabulary";

export interface RelevanceContext {
  categoryNouns: Map<string, string[]>;
  categoryModifiers: Map<string, string[]>;
  competitorBrands: Set<string>;
  ownBrand: string;
}

function containsPhrase(haystack: string[], needle: string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return needle.length === 0;
}

export function termRelevance(product: Product, termText: string, context: RelevanceContext): number {
  const words = tokens(termText);
  const nouns = context.categoryNouns.get(product.categoryId) ?? [];
  let score: number;
  const nounMatch = containsPhrase(words, tokens(product.noun));
  if (nounMatch) score = 0.62;
  else if (nouns.some((noun) => containsPhrase(words, tokens(noun)))) score = 0.06;
  else return 0.01;
  // Shared attributes matter for the right kind of product; on another product they barely do.
  const bonus = nounMatch ? 0.14 : 0.01;
  const penalty = nounMatch ? 0.16 : 0.01;
  for (const modifier of context.categoryModifiers.get(product.categoryId) ?? []) {
    if (!containsPhrase(words, tokens(modifier))) continue;
    score += product.modifiers.includes(modifier) ? bonus : -penalty;
  }
  if (words.some((word) => context.competitorBrands.has(word))) score *= 0.45;
  if (context.ownBrand && containsPhrase(words, tokens(context.ownBrand))) score += 0.25;
  return Math.min(1, Math.max(0.01, score));
}

/** Similarity to a viewed product page; complements score through the category link. */
export function pageRelevance(
  product: Product,
  page: Query,
  complementOf: (from: string, to: string) => boolean,
) {
  if (page.ownSku === product.sku) return 0;
  if (page.categoryId === product.categoryId) {
    const sameNoun = page.text !== "" && pageNoun(page) === product.noun;
    return sameNoun ? 0.7 : 0.25;
  }
  return complementOf(page.categoryId, product.categoryId) ? 0.35 : 0;
}

function pageNoun(page: Query): string {
  return page.noun ?? "";
}

/**
 * Below this relevance a shopper rarely clicks and almost never buys: the gate is ½ here and falls
 * with the cube of relevance, so an irrelevant pair (0.01–0.06) keeps well under 3 % of its rates.
 */
const RELEVANCE_HALF_GATE = 0.2;

/** 0..1: how much of a pair's click and purchase intent survives its relevance. */
export function relevanceGate(relevance: number): number {
  const cube = relevance ** 3;
  return cube / (cube + RELEVANCE_HALF_GATE ** 3);
}

/** Shoppers still glance at an unrelated ad now and then; they do not buy it. */
const IRRELEVANT_CLICK_SHARE = 0.3;

/** CTR at position one before the product's own appeal. */
export function ctrForRelevance(relevance: number, [low, high]: readonly [number, number]): number {
  const gate = IRRELEVANT_CLICK_SHARE + (1 - IRRELEVANT_CLICK_SHARE) * relevanceGate(relevance);
  return (low + (high - low) * relevance ** 1.2) * gate;
}

/** CVR per click before the product's price and appeal: what relevance alone predicts. */
export function cvrForRelevance(relevance: number, [low, high]: readonly [number, number]): number {
  return (low + (high - low) * relevance ** 1.5) * relevanceGate(relevance);
}
