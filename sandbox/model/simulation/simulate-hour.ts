/**
 * One simulated hour of one profile: for every query, draw its searches, accrue organic sales, run
 * the placement auctions among competitors and the live candidates, and record impressions,
 * clicks, cost and (scheduled) orders. Each (hour, query) and (hour, query, product) has its own
 * random stream, so changing one bid moves only what that bid touches.
 */
import { effectiveBid } from "../auction/bidding";
import type { Candidate } from "../auction/candidates";
import { competitorField } from "../auction/competitor-field";
import { SLOTS } from "../auction/placements";
import { predictedCvr } from "../auction/predicted-conversion";
import { auctionQuality } from "../auction/quality";
import { reservePriceOf } from "../auction/reserve";
import { type Entry, runAuction } from "../auction/run-auction";
import { normalQuantile, poisson } from "../core/draws";
import { mixInts, rngFromInt } from "../core/rng";
import type { LocalTime } from "../core/time";
import type { Placement } from "../entities";
import { recordTopSlots } from "./competitor-reaction";
import type { SimContext } from "./context";
import { pairKey } from "./conversion-history";
import { serve } from "./serve-ad";

const SEARCH_PLACEMENTS: Placement[] = ["PLACEMENT_TOP", "PLACEMENT_REST_OF_SEARCH"];
const PAGE_PLACEMENTS: Placement[] = ["PLACEMENT_PRODUCT_PAGE"];

export function simulateHour(context: SimContext, hourIndex: number, local: LocalTime): void {
  const queries = context.profile.market.queries;
  const count = queries.length;
  const offset = count > 0 ? (hourIndex * 7919) % count : 0;
  const live: Candidate[] = [];
  for (let i = 0; i < count; i++) {
    const q = (i + offset) % count;
    const query = queries[q];
    const candidates = context.candidates[q] ?? [];
    const organic = context.organicPairs[q] ?? [];
    if (!query || (candidates.length === 0 && organic.length === 0)) continue;
    const mean = (context.dayVolume[q] ?? 0) * (context.curves[q]?.hourShare[local.hour] ?? 0);
    if (mean <= 0) continue;
    for (const pair of organic) {
      context.organicExpected[pair.productIndex] =
        (context.organicExpected[pair.productIndex] ?? 0) + mean * pair.unitsPerSearch;
    }
    live.length = 0;
    for (const c of candidates) {
      if (
        context.productLive[c.productIndex] &&
        context.campaignLive[c.campaignIndex] &&
        !context.campaignOut[c.campaignIndex]
      ) {
        live.push(c);
      }
    }
    const placements = query.kind === "term" ? SEARCH_PLACEMENTS : PAGE_PLACEMENTS;
    recordTopSlots(context.reaction, "slotsOffered", q, SLOTS[placements[0] as Placement], mean);
    if (live.length === 0) continue;
    const rng = rngFromInt(mixInts(context.seedInt, hourIndex, q));
    const searches = poisson(rng, mean);
    if (searches === 0) continue;
    const swing = Math.exp(context.scenario.competition.bidSigma * 0.5 * normalQuantile(rng.next()));
    const field = competitorField(
      context.competitorScores[q] ?? [],
      query.competitorBidMedian,
      swing * (context.reaction.lift[q] ?? 1),
      reservePriceOf(query),
    );
    let competitorsPlaced = 0;
    const wonProducts: number[] = [];
    for (const placement of placements) {
      const own = bestPerProduct(context, live, q, placement, wonProducts);
      const auction = runAuction(own, field, competitorsPlaced, SLOTS[placement]);
      competitorsPlaced = auction.competitorsPlaced;
      if (placement === placements[0])
        recordTopSlots(context.reaction, "slotsWon", q, auction.wins.length, mean);
      for (const win of auction.wins) {
        const candidate = live[win.own];
        if (!candidate) continue;
        wonProducts.push(candidate.productIndex);
        serve(context, candidate, q, placement, win.slot, win.cpc, searches, hourIndex, local);
      }
    }
  }
}

function bestPerProduct(
  context: SimContext,
  live: Candidate[],
  q: number,
  placement: Placement,
  exclude: readonly number[],
): Entry[] {
  const { market } = context.profile;
  const { truth, referenceCtr, referenceCvr } = market;
  const best: Entry[] = [];
  const products: number[] = [];
  for (let index = 0; index < live.length; index++) {
    const candidate = live[index] as Candidate;
    const p = candidate.productIndex;
    if (exclude.includes(p)) continue;
    const row = truth[p];
    const observed = context.conversionHistory.get(pairKey(market, p, q));
    const prior = context.conversionPrior[p]?.[q] ?? 0;
    const ratio = predictedCvr(observed, prior, context.priorClicks) / referenceCvr;
    const bid = effectiveBid(
      candidate.bid,
      candidate.adjustments[placement],
      candidate.strategy,
      placement,
      ratio,
    );
    const at = products.indexOf(p);
    const previous = at >= 0 ? best[at] : undefined;
    if (previous && bid <= previous.effectiveBid) continue;
    const quality = auctionQuality(
      row?.relevance[q] ?? 0,
      context.drift.ctr(row?.ctr[q] ?? 0, p, q),
      referenceCtr,
    );
    const entry = { own: index, effectiveBid: bid, quality, score: bid * quality };
    if (at >= 0) best[at] = entry;
    else {
      products.push(p);
      best.push(entry);
    }
  }
  return best;
}
