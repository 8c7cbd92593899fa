/**
 * What the marketplace's dynamic bidding believes a click of a (product, query) converts at. It
 * cannot see the hidden truth: it starts from what the pair's relevance predicts, off by a
 * per-pair error, and moves toward the pair's observed orders per click as clicks accrue
 * (a beta-binomial posterior mean: `priorClicks` clicks' worth of the prior).
 */
import { normalQuantile } from "../core/draws";
import { mixInts, rngFromInt } from "../core/rng";
import { cvrForRelevance } from "../world/relevance";

export interface ObservedConversions {
  clicks: number;
  orders: number;
}

export function priorCvr(
  relevance: number,
  cvrRange: readonly [number, number],
  noise: number,
  seedInt: number,
  productIndex: number,
  queryIndex: number,
): number {
  const u = rngFromInt(mixInts(seedInt, productIndex, queryIndex, 0x9e1d)).next();
  return cvrForRelevance(relevance, cvrRange) * Math.exp(noise * normalQuantile(u));
}

export function predictedCvr(
  observed: ObservedConversions | undefined,
  prior: number,
  priorClicks: number,
): number {
  if (!observed || observed.clicks + priorClicks <= 0) return prior;
  return (observed.orders + priorClicks * prior) / (observed.clicks + priorClicks);
}
