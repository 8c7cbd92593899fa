/**
 * One simulated hour of one profile: for every query, draw its searches, accrue organic sales, run
 * the placement auctions among competitors and the live candidates, and record impressions,
 * clicks, cost and (scheduled) orders. Each (hour, query) and (hour, query, product) has its own
 * random stream, so changing one bid moves only what that bid touches.
 */
import { effectiveBid } from "../auction/bidding";
import type { Candidate } from "../auction/candidates";
import { clickFactor, SLOTS, viewRate } from "../auction/placements";
import { type Entry, RESERVE_PRICE, runAuction } from "../auction/run-auction";
import { binomial, normalQuantile, poisson } from "../core/draws";
import { clamp, round2 } from "../core/numbers";
import { mixInts, rngFromInt } from "../core/rng";
import { HOUR_MS, isoInstant, type LocalTime } from "../core/time";
import type { Placement } from "../entities";
import { type FactRow, factKey } from "../metrics";
import { lagHours, scheduleConversion } from "./attribution";
import type { SimContext } from "./context";

/** The long tail of bidders below the listed competitors bids about this share of their median. */
const TAIL_BID_SHARE = 0.4;
const SEARCH_PLACEMENTS: Placement[] = ["PLACEMENT_TOP", "PLACEMENT_REST_OF_SEARCH"];
const PAGE_PLACEMENTS: Placement[] = ["PLACEMENT_PRODUCT_PAGE"];

export function simulateHour(context: SimContext, hourIndex: number, local: LocalTime): void {
  const queries = context.profile.market.queries;
  const count = queries.length;
  const offset = count > 0 ? (hourIndex * 7919) % count : 0;
  const live: Candidate[] = [];
  const hourShare = context.curves.hourShare[local.hour] ?? 0;
  for (let i = 0; i < count; i++) {
    const q = (i + offset) % count;
    const query = queries[q];
    const candidates = context.candidates[q] ?? [];
    const organic = context.organicPairs[q] ?? [];
    if (!query || (candidates.length === 0 && organic.length === 0)) continue;
    const mean = (context.dayVolume[q] ?? 0) * hourShare;
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
    if (live.length === 0) continue;
    const rng = rngFromInt(mixInts(context.seedInt, hourIndex, q));
    const searches = poisson(rng, mean);
    if (searches === 0) continue;
    const swing = Math.exp(context.scenario.competition.bidSigma * 0.5 * normalQuantile(rng.next()));
    const competitors = context.competitorScores[q] ?? [];
    let competitorsPlaced = 0;
    const wonProducts: number[] = [];
    for (const placement of query.kind === "term" ? SEARCH_PLACEMENTS : PAGE_PLACEMENTS) {
      const own = bestPerProduct(context, live, q, placement, wonProducts);
      const floor = query.competitorBidMedian * TAIL_BID_SHARE * swing;
      const auction = runAuction(own, competitors, competitorsPlaced, SLOTS[placement], swing, floor);
      competitorsPlaced = auction.competitorsPlaced;
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
  const { truth, referenceCtr, referenceCvr } = context.profile.market;
  const best: Entry[] = [];
  const products: number[] = [];
  for (let index = 0; index < live.length; index++) {
    const candidate = live[index] as Candidate;
    const p = candidate.productIndex;
    if (exclude.includes(p)) continue;
    const row = truth[p];
    const ratio = (row?.cvr[q] ?? 0) / referenceCvr;
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
    const quality = clamp((row?.ctr[q] ?? 0) / referenceCtr, 0.2, 2.5);
    const entry = { own: index, effectiveBid: bid, quality, score: bid * quality };
    if (at >= 0) best[at] = entry;
    else {
      products.push(p);
      best.push(entry);
    }
  }
  return best;
}

function serve(
  context: SimContext,
  candidate: Candidate,
  q: number,
  placement: Placement,
  slot: number,
  cpc: number,
  searches: number,
  hourIndex: number,
  local: LocalTime,
): void {
  const { profile, scenario } = context;
  const truth = profile.market.truth[candidate.productIndex];
  const product = profile.catalog[candidate.productIndex];
  const query = profile.market.queries[q];
  if (!truth || !product || !query || context.campaignOut[candidate.campaignIndex]) return;
  const rng = rngFromInt(mixInts(context.seedInt, hourIndex, q, 0x5eed + candidate.productIndex));
  let impressions = binomial(rng, searches, viewRate(placement, slot));
  if (impressions === 0) return;
  let clicks = binomial(rng, impressions, (truth.ctr[q] ?? 0) * clickFactor(placement, slot));
  const ci = candidate.campaignIndex;
  const budget = profile.ads.campaigns[ci]?.budget.budget ?? 0;
  const remaining = budget - (context.spent[ci] ?? 0);
  let exhausted = false;
  if (clicks > 0) {
    const affordable = Math.floor(remaining / cpc + 1e-9);
    if (affordable <= 0) return markOut(context, ci, hourIndex);
    if (clicks > affordable) {
      impressions = Math.max(affordable, Math.floor((impressions * affordable) / clicks));
      clicks = affordable;
      exhausted = true;
    }
  }
  const cost = round2(clicks * cpc);
  context.spent[ci] = round2((context.spent[ci] ?? 0) + cost);
  if (budget - (context.spent[ci] ?? 0) < RESERVE_PRICE) exhausted = true;
  const row = factRow(context, candidate, placement, q, query.text, local.date);
  row.impressions += impressions;
  row.clicks += clicks;
  row.cost = round2(row.cost + cost);
  const availabilityFactor = context.availability[candidate.productIndex] === "IN_STOCK_SCARCE" ? 0.85 : 1;
  const orders = binomial(rng, clicks, (truth.cvr[q] ?? 0) * availabilityFactor);
  const key = orders > 0 ? factKey(row) : "";
  for (let i = 0; i < orders; i++) {
    const units = 1 + (rng.next() < scenario.attribution.extraUnitShare ? 1 : 0);
    const lag = lagHours(rng.next(), scenario.attribution.meanLagHours);
    const conversion = {
      at: hourIndex + lag,
      key,
      lagHours: lag,
      units,
      sales: round2(units * product.price),
    };
    scheduleConversion(context, conversion, hourIndex, product.sku);
  }
  if (exhausted) markOut(context, ci, hourIndex);
}

function markOut(context: SimContext, campaignIndex: number, hourIndex: number): void {
  if (context.campaignOut[campaignIndex]) return;
  context.campaignOut[campaignIndex] = true;
  const campaign = context.profile.ads.campaigns[campaignIndex];
  if (!campaign) return;
  context.events.push({
    type: "CAMPAIGN_OUT_OF_BUDGET",
    at: isoInstant(hourIndex * HOUR_MS),
    profileId: context.profile.profileId,
    campaignId: campaign.campaignId,
    date: context.date,
  });
}

const PLACEMENT_SLOT: Record<Placement, number> = {
  PLACEMENT_TOP: 0,
  PLACEMENT_REST_OF_SEARCH: 1,
  PLACEMENT_PRODUCT_PAGE: 2,
};

function factRow(
  context: SimContext,
  c: Candidate,
  placement: Placement,
  q: number,
  searchTerm: string,
  date: string,
): FactRow {
  let cache = context.rowCache.get(c);
  if (!cache) {
    cache = [];
    context.rowCache.set(c, cache);
  }
  const slot = q * 3 + PLACEMENT_SLOT[placement];
  const cached = cache[slot];
  if (cached) return cached;
  const key = `${date}|${c.adId}|${c.targetingId}|${placement}|${searchTerm}`;
  const existing = context.facts.get(key);
  if (existing) {
    cache[slot] = existing;
    return existing;
  }
  const row: FactRow = {
    date,
    campaignId: c.campaignId,
    adGroupId: c.adGroupId,
    adId: c.adId,
    sku: c.sku,
    asin: c.asin,
    targetingId: c.targetingId,
    targetingKind: c.targetingKind,
    targeting: c.targeting,
    matchType: c.matchType,
    placement,
    searchTerm,
    impressions: 0,
    clicks: 0,
    cost: 0,
    purchases1d: 0,
    purchases7d: 0,
    purchases14d: 0,
    purchases30d: 0,
    sales1d: 0,
    sales7d: 0,
    sales14d: 0,
    sales30d: 0,
    units1d: 0,
    units7d: 0,
    units14d: 0,
    units30d: 0,
  };
  context.facts.set(key, row);
  context.dayKeys.push(key);
  cache[slot] = row;
  return row;
}
