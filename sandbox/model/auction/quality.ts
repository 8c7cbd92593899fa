/**
 * Amazon's quality (relevance) factor of an ad on a query: its expected click-through against the
 * market's, weighted by how relevant the product is. Rank is bid × quality and a winner pays the
 * next score ÷ its own quality, so an irrelevant ad ranks low and pays more per click.
 */
import { clamp } from "../core/numbers";
import { relevanceGate } from "../world/relevance";

const MIN_CTR_RATIO = 0.2;
const MAX_CTR_RATIO = 2.5;
/** The relevance weight of a wholly irrelevant pair: it needs about this inverse times the bid. */
const IRRELEVANT_WEIGHT = 0.25;

export function auctionQuality(relevance: number, ctr: number, referenceCtr: number): number {
  const ctrRatio = clamp(ctr / referenceCtr, MIN_CTR_RATIO, MAX_CTR_RATIO);
  return ctrRatio * (IRRELEVANT_WEIGHT + (1 - IRRELEVANT_WEIGHT) * relevanceGate(relevance));
}
