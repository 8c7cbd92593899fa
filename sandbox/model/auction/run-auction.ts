/**
 * One generalised second-price auction for the slots of a placement. Entries are ranked by
 * score = effective bid × quality; a winner pays what it would have needed to keep its slot
 * (the next score ÷ its own quality, plus one cent), or the reserve ÷ its quality when nobody is
 * left below it, never more than its own effective bid. An entry whose score is under the reserve
 * is not shown. Competitors come as a field of scores sorted high to low (their quality is folded
 * in), so the auction is a merge of two sorted lists without allocation per competitor.
 */
import { type CompetitorField, competitorScoreAt } from "./competitor-field";
import { RESERVE_PRICE } from "./reserve";

export { RESERVE_PRICE } from "./reserve";

export interface Entry {
  /** Index of the own candidate this entry stands for. */
  own: number;
  effectiveBid: number;
  quality: number;
  score: number;
}

export interface Win {
  own: number;
  /** 1-based position within the placement's slots. */
  slot: number;
  cpc: number;
}

export interface AuctionResult {
  wins: Win[];
  /** Competitors placed so far (they are always the best remaining ones). */
  competitorsPlaced: number;
}

function floorCents(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

function ceilCents(value: number): number {
  return Math.ceil(value * 100 - 1e-9) / 100;
}

/**
 * What a winner of `quality` pays to keep its slot, before the cap at its own bid: the next score
 * (`nextScore` ≤ 0: nobody left) ÷ its quality + 1 ¢, or the reserve ÷ its quality, rounded up to
 * the cent and never under the minimum price. In dollars.
 */
export function priceToKeep(nextScore: number, quality: number, reserve: number): number {
  const needed = nextScore > 0 ? nextScore / quality + 0.01 : reserve / quality;
  return Math.max(RESERVE_PRICE, ceilCents(needed));
}

/** What a winner pays: the price to keep its slot, never more than its own effective bid. */
export function winnerPrice(
  effectiveBid: number,
  nextScore: number,
  quality: number,
  reserve: number,
): number {
  return Math.min(floorCents(effectiveBid), priceToKeep(nextScore, quality, reserve));
}

/**
 * Fills `slots` positions from own entries and the field's competitors from rank
 * `firstCompetitor` on (those above were placed in an earlier placement). `own` is sorted in
 * place (best first).
 */
export function runAuction(
  own: Entry[],
  field: CompetitorField,
  firstCompetitor: number,
  slots: number,
): AuctionResult {
  own.sort((a, b) => b.score - a.score || a.own - b.own);
  const eligibleOwn = own.filter(
    (entry) => entry.effectiveBid >= RESERVE_PRICE && entry.score >= field.reserve,
  );
  let o = 0;
  let c = firstCompetitor;
  const wins: Win[] = [];
  for (let slot = 1; slot <= slots; slot++) {
    const ownEntry = eligibleOwn[o];
    const compScore = competitorScoreAt(field, c);
    if (!ownEntry && compScore < 0) break;
    if (ownEntry && ownEntry.score >= compScore) {
      o++;
      const next = Math.max(eligibleOwn[o]?.score ?? -1, compScore);
      const cpc = winnerPrice(ownEntry.effectiveBid, next, ownEntry.quality, field.reserve);
      wins.push({ own: ownEntry.own, slot, cpc });
    } else {
      c++;
    }
  }
  return { wins, competitorsPlaced: c };
}
