/**
 * Harvesting's settings read for the rule (spec 001 §3 SearchTermExpansion): the match types with a
 * bid, and whether a search term wins by its thresholds.
 */
import type { SearchTermExpansion } from "../../contracts/advertised-skus/advertised-sku";
import { ctr, cvr, roas } from "../../contracts/metrics";
import type { TermFigures } from "./search-term-figures";

/** Ratios are compared with this slack, so 5.2 entered matches a ROAS of 520 / 100. */
const EPSILON = 1e-9;

export type MatchType = "EXACT" | "PHRASE" | "BROAD";
export type Harvesting = SearchTermExpansion & { ordersMin: number };

export const isSet = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);
const toCents = (dollarAmount: number) => Math.round(dollarAmount * 100);

/** The match types with a bid, exact first, in cents. */
export function keywordBids(settings: SearchTermExpansion): { matchType: MatchType; bidCents: number }[] {
  const bids: [MatchType, number | null | undefined][] = [
    ["EXACT", settings.exactKeywordBidPrice],
    ["PHRASE", settings.phraseKeywordBidPrice],
    ["BROAD", settings.broadKeywordBidPrice],
  ];
  return bids.flatMap(([matchType, bid]) => (isSet(bid) ? [{ matchType, bidCents: toCents(bid) }] : []));
}

/** Harvesting needs its thresholds: with the pull option off the API stores none, and nothing is harvested. */
export function harvesting(settings: SearchTermExpansion | null): Harvesting | null {
  if (!settings || !isSet(settings.ordersMin) || keywordBids(settings).length === 0) return null;
  return settings as Harvesting;
}

/** ROAS between min and max (both included), orders at least min, CTR and conversion strictly higher. */
export function isWinning(term: TermFigures, settings: Harvesting): boolean {
  if (term.orders < settings.ordersMin) return false;
  const [termRoas, termCtr, termCvr] = [roas(term), ctr(term), cvr(term)];
  if (isSet(settings.roasMin) && (termRoas === null || termRoas < settings.roasMin - EPSILON)) return false;
  if (isSet(settings.roasMax) && (termRoas === null || termRoas > settings.roasMax + EPSILON)) return false;
  if (isSet(settings.ctrHigherThan) && (termCtr === null || termCtr <= settings.ctrHigherThan + EPSILON))
    return false;
  if (
    isSet(settings.conversionHigherThan) &&
    (termCvr === null || termCvr <= settings.conversionHigherThan + EPSILON)
  )
    return false;
  return true;
}
