/**
 * One generalised second-price auction for the slots of a placement. Entries are ranked by
 * score = effective bid × quality; a winner pays what it would have needed to keep its slot
 * (the next score ÷ its own quality, plus one cent), never more than its own effective bid and
 * never less than the reserve. Competitors come as scores sorted high to low (their quality is
 * folded in), so the auction is a merge of two sorted lists without allocation per competitor.
 */

export const RESERVE_PRICE = 0.02;

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

/** A competitor's score this hour, or -1 when there is none left or it falls under the reserve. */
function competitorScore(competitors: readonly number[], index: number, scale: number): number {
  const base = competitors[index];
  const score = base === undefined ? -1 : base * scale;
  return score >= RESERVE_PRICE ? score : -1;
}

/**
 * Fills `slots` positions from own entries and the competitors from index `firstCompetitor` on.
 * `own` is sorted in place (best first); competitor scores must already be sorted high to low;
 * `competitorScale` is the hour's swing in competitor bids; `floorScore` stands for the long tail
 * of bidders below the listed competitors (what the last winner pays against).
 */
export function runAuction(
  own: Entry[],
  competitors: readonly number[],
  firstCompetitor: number,
  slots: number,
  competitorScale = 1,
  floorScore = RESERVE_PRICE,
): AuctionResult {
  own.sort((a, b) => b.score - a.score || a.own - b.own);
  const eligibleOwn = own.filter((entry) => entry.effectiveBid >= RESERVE_PRICE);
  let o = 0;
  let c = firstCompetitor;
  const wins: Win[] = [];
  for (let slot = 1; slot <= slots; slot++) {
    const ownEntry = eligibleOwn[o];
    const compScore = competitorScore(competitors, c, competitorScale);
    if (!ownEntry && compScore < 0) break;
    if (ownEntry && ownEntry.score >= compScore) {
      o++;
      const nextOwn = eligibleOwn[o]?.score ?? -1;
      const next = Math.max(nextOwn, competitorScore(competitors, c, competitorScale));
      const needed = next > 0 ? next / ownEntry.quality + 0.01 : floorScore / ownEntry.quality;
      const cpc = Math.min(floorCents(ownEntry.effectiveBid), Math.max(RESERVE_PRICE, ceilCents(needed)));
      wins.push({ own: ownEntry.own, slot, cpc });
    } else {
      c++;
    }
  }
  return { wins, competitorsPlaced: c };
}
