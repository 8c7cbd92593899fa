/**
 * The price of every bid of one (product, query) pair for one day, and the best of them for a μ.
 *
 * At a bid b our score is b × quality; under the query's reserve it is not shown; else k
 * competitors score higher (a tie goes to us, as in run-auction.ts), so we take slot k + 1 of the
 * first placement (top of search: 4 slots, then rest of search: 8; a product page: 6) and pay what
 * the auction charges (run-auction.ts: winnerPrice): the next competitor's score ÷ our quality
 * + 1 ¢, or the reserve ÷ our quality when nobody is left, at most our bid. Expected clicks = searches × view rate × reach × CTR × click factor of the slot;
 * expected sales = clicks × CVR × order value. Summed over the day's hours for each bid of a
 * geometric grid (4 % steps from Min to Max Bid: a bid between two competitors' prices pays the
 * same GSP price wherever it lies, so a finer grid buys almost nothing), the options' upper concave hull in (spend, sales)
 * is all any μ can choose from: the best bid maximises sales − μ × spend.
 */
import { clickFactor, SLOTS, viewRate } from "../../../sandbox/model/auction/placements";
import { priceToKeep, winnerPrice } from "../../../sandbox/model/auction/run-auction";
import type { Placement } from "../../../sandbox/model/index";
import type { QueryDay } from "./landscape";

export type PairFacts = {
  /** Our score per dollar of bid (the auction's quality of the pair). */
  quality: number;
  ctr: number;
  /** CVR of a click that day (scarce stock converts less). */
  conversion: number;
  /** Sales of one order (price × units an order). */
  orderValue: number;
  /** Share of auctions the ad is shown in (the featured offer lost: under 1). */
  reach: number;
};

export type BidOption = { bidCents: number; sales: number; spend: number };

/**
 * One of our own entries already placed on the query that day, ranking above the pair being priced
 * (own-rivals.ts): its score, quality, bid and clicks per search at a click rate of 1 (reach × CTR).
 */
export type OwnEntry = { score: number; quality: number; bidCents: number; perSearch: number };

export type BidLimits = { bidMinCents: number; bidMaxCents: number };

/** Bids from Min to Max Bid in steps of 4 % (at least a cent), in cents. */
export function bidGrid(limits: BidLimits, step = 0.04): number[] {
  const grid: number[] = [];
  for (let cents = limits.bidMinCents; cents < limits.bidMaxCents; ) {
    grid.push(cents);
    cents = Math.max(cents + 1, Math.round(cents * (1 + step)));
  }
  grid.push(limits.bidMaxCents);
  return grid;
}

type SlotTable = { placements: Placement[]; slots: number[]; clickRate: number[] };

/** The slot positions a rank k (competitors ahead) falls in: placement and 1-based slot. */
function slotTable(kind: QueryDay["kind"]): SlotTable {
  const order: Placement[] =
    kind === "term" ? ["PLACEMENT_TOP", "PLACEMENT_REST_OF_SEARCH"] : ["PLACEMENT_PRODUCT_PAGE"];
  const placements: Placement[] = [];
  const slots: number[] = [];
  for (const placement of order)
    for (let slot = 1; slot <= SLOTS[placement]; slot++) {
      placements.push(placement);
      slots.push(slot);
    }
  const clickRate = placements.map(
    (placement, k) => viewRate(placement, slots[k] as number) * clickFactor(placement, slots[k] as number),
  );
  return { placements, slots, clickRate };
}

const TABLES = { term: slotTable("term"), page: slotTable("page") };

const floorCents = (value: number) => Math.floor(value * 100 + 1e-9);
/** The auction's price to keep a slot (run-auction.ts), in cents. */
const keepCents = (nextScore: number | undefined, quality: number, reserve: number) =>
  Math.round(priceToKeep(nextScore ?? -1, quality, reserve) * 100);
/** What one of our entries pays with `nextScore` ranked under it (run-auction.ts), in cents. */
const entryPriceCents = (entry: OwnEntry, nextScore: number | undefined, reserve: number) =>
  Math.round(winnerPrice(entry.bidCents / 100, nextScore ?? -1, entry.quality, reserve) * 100);

/** Each grid bid's expected sales and spend over the day (the grid ascending, in cents). */
export function bidOptions(
  day: QueryDay,
  pair: PairFacts,
  grid: readonly number[],
  above: readonly OwnEntry[] = [],
): BidOption[] {
  const { sales, spend } = expectedByBid(day, pair, grid, above);
  return grid.map((bidCents, i) => ({ bidCents, sales: sales[i] as number, spend: spend[i] as number }));
}

/** The hull of the day's options (what planning keeps), without an object per grid bid. */
export function dayHull(
  day: QueryDay,
  pair: PairFacts,
  grid: readonly number[],
  above: readonly OwnEntry[] = [],
): BidOption[] {
  const { sales, spend } = expectedByBid(day, pair, grid, above);
  let sorted = true;
  for (let i = 1; i < grid.length && sorted; i++) sorted = (spend[i] as number) >= (spend[i - 1] as number);
  if (!sorted) return upperHull(bidOptions(day, pair, grid, above));
  const hull: BidOption[] = [NO_BID];
  for (let i = 0; i < grid.length; i++) {
    if ((sales[i] as number) <= (hull[hull.length - 1] as BidOption).sales + 1e-12) continue;
    pushOnHull(hull, { bidCents: grid[i] as number, sales: sales[i] as number, spend: spend[i] as number });
  }
  return hull;
}

/**
 * With our own entries above (own-rivals.ts) the pair ranks among them and the competitors, may
 * not outrank them (they were placed first), and its spend includes what it adds to the price of
 * the one of ours directly above it: GSP makes that entry pay the pair's score.
 */
function expectedByBid(day: QueryDay, pair: PairFacts, grid: readonly number[], above: readonly OwnEntry[]) {
  const table = TABLES[day.kind];
  const ranks = table.slots.length;
  const { clickRate } = table;
  const sales = scratch.take("sales", grid.length);
  const spend = scratch.take("spend", grid.length);
  const priceCents = scratch.take("priceCents", ranks + 1);
  const buffers = above.length > 0 ? rankBuffers(day, above.length) : null;
  const lowestAbove = above.reduce((low, entry) => Math.min(low, entry.score), Number.POSITIVE_INFINITY);
  for (const hour of day.hours) {
    if (hour.searches <= 0) continue;
    const ranked = above.length > 0 ? rankWithOwn(hour.scores, above, buffers) : null;
    const scores = ranked ? ranked.scores : hour.scores;
    const ownAt = ranked?.ownAt;
    const ownPrice = ranked ? ownPrices(ranked, above, day.reserve) : null;
    // What rank k pays, before the cap at our bid: against the competitor at index k, or the reserve.
    for (let k = 0; k <= ranks; k++) priceCents[k] = keepCents(scores[k], pair.quality, day.reserve);
    const perSearch = hour.searches * pair.reach * pair.ctr;
    let ahead = scores.length;
    for (let i = 0; i < grid.length; i++) {
      const bidCents = grid[i] as number;
      const score = (bidCents / 100) * pair.quality;
      while (ahead > 0 && (scores[ahead - 1] as number) <= score) ahead--;
      if (score > lowestAbove) break;
      if (score < day.reserve) continue;
      // The entry of ours directly above now pays our score.
      const over = ahead > 0 && ownAt && ownPrice ? (ownAt[ahead - 1] as number) : -1;
      if (over >= 0 && ownPrice && ahead - 1 < ranks) {
        const entry = above[over] as OwnEntry;
        const raised = entryPriceCents(entry, score, day.reserve);
        const extra = raised - (ownPrice[over] as number);
        if (extra > 0)
          spend[i] =
            (spend[i] as number) +
            (hour.searches * entry.perSearch * (clickRate[ahead - 1] as number) * extra) / 100;
      }
      if (ahead >= ranks) continue;
      const clicks = perSearch * (clickRate[ahead] as number);
      const cpcCents = Math.min(floorCents(bidCents / 100), priceCents[ahead] as number);
      sales[i] = (sales[i] as number) + clicks * pair.conversion * pair.orderValue;
      spend[i] = (spend[i] as number) + (clicks * cpcCents) / 100;
    }
  }
  return { sales, spend };
}

/**
 * Zeroed arrays reused from one pair-day to the next: planning prices ~700,000 of them on a large
 * catalogue, and allocating them each time was a large share of its garbage. Each holds what one
 * call computes until its caller has read it (bidOptions, dayHull).
 */
const scratch = {
  arrays: new Map<string, Float64Array>(),
  take(name: string, length: number): Float64Array {
    let array = this.arrays.get(name);
    if (!array || array.length < length) {
      array = new Float64Array(Math.max(length, 2 * (array?.length ?? 0)));
      this.arrays.set(name, array);
    }
    const view = array.subarray(0, length);
    view.fill(0);
    return view;
  },
};

type RankBuffers = { scores: Float64Array; ownAt: Int32Array };

let rankRoom: RankBuffers = { scores: new Float64Array(0), ownAt: new Int32Array(0) };

/** Room for the day's longest merge, reused hour after hour and pair after pair (the merge runs for every pair-hour). */
function rankBuffers(day: QueryDay, own: number): RankBuffers {
  const most = own + day.hours.reduce((max, hour) => Math.max(max, hour.scores.length), 0);
  if (rankRoom.scores.length < most) {
    const length = Math.max(most, 2 * rankRoom.scores.length);
    rankRoom = { scores: new Float64Array(length), ownAt: new Int32Array(length) };
  }
  return rankRoom;
}

/**
 * Competitors' scores and our entries above, high to low (both lists already are: a linear merge, a
 * tie to ours, as in the auction); `ownAt[k]`: which of ours is at k (−1: a competitor).
 */
function rankWithOwn(competitors: Float64Array, above: readonly OwnEntry[], buffers: RankBuffers | null) {
  const length = competitors.length + above.length;
  const scores = buffers ? buffers.scores.subarray(0, length) : new Float64Array(length);
  const ownAt = buffers ? buffers.ownAt.subarray(0, length) : new Int32Array(length);
  let [c, o] = [0, 0];
  for (let k = 0; k < length; k++) {
    const competitor = c < competitors.length ? (competitors[c] as number) : Number.NEGATIVE_INFINITY;
    const own = o < above.length ? (above[o] as OwnEntry).score : Number.NEGATIVE_INFINITY;
    if (own >= competitor) {
      scores[k] = own;
      ownAt[k] = o++;
    } else {
      scores[k] = competitor;
      ownAt[k] = -1;
      c++;
    }
  }
  return { scores, ownAt };
}

/** What each of our entries above pays before the pair is placed (GSP against what ranks under it). */
function ownPrices(
  ranked: { scores: Float64Array; ownAt: Int32Array },
  above: readonly OwnEntry[],
  reserve: number,
) {
  const prices = scratch.take("ownPrices", above.length);
  const { ownAt, scores } = ranked;
  for (let k = 0; k < ownAt.length; k++) {
    const own = ownAt[k] as number;
    if (own < 0) continue;
    prices[own] = entryPriceCents(above[own] as OwnEntry, scores[k + 1], reserve);
  }
  return prices;
}

/** Not bidding at all: what the hull starts from. */
export const NO_BID: BidOption = { bidCents: 0, sales: 0, spend: 0 };

/** The options no μ ≥ 0 passes over: the upper concave hull in (spend, sales) from not bidding on. */
export function upperHull(options: readonly BidOption[]): BidOption[] {
  const sorted = [...options].sort(
    (a, b) => a.spend - b.spend || b.sales - a.sales || a.bidCents - b.bidCents,
  );
  const hull: BidOption[] = [NO_BID];
  for (const option of sorted) {
    const last = hull[hull.length - 1] as BidOption;
    if (option.sales <= last.sales + 1e-12) continue;
    pushOnHull(hull, option);
  }
  return hull;
}

/** Adds an option of more spend and sales than the hull's last, dropping what falls under the new chord. */
function pushOnHull(hull: BidOption[], option: BidOption) {
  while (hull.length >= 2) {
    const a = hull[hull.length - 2] as BidOption;
    const b = hull[hull.length - 1] as BidOption;
    const cross =
      (b.spend - a.spend) * (option.sales - a.sales) - (b.sales - a.sales) * (option.spend - a.spend);
    if (cross >= 0) hull.pop();
    else break;
  }
  hull.push(option);
}

/** The option maximising sales − μ × spend (the cheapest on a tie). */
export function bestOption(hull: readonly BidOption[], mu: number): BidOption {
  let best = hull[0] ?? NO_BID;
  for (const option of hull)
    if (option.sales - mu * option.spend > best.sales - mu * best.spend + 1e-12) best = option;
  return best;
}
