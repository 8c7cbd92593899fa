/** What a harvested term becomes: keywords per match type with a bid, or one ASIN target, inside the SKU's bid limits. */
import { KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH } from "../../contracts/sku-targets/keywords.schemas";
import { type BidLimits, insideLimits } from "./bid-limits";
import type { Addition, Destination } from "./harvest-destination";
import { type Harvesting, keywordBids, type MatchType } from "./harvest-settings";
import { moneyText } from "./reason-text";
import { isAsinTerm } from "./search-term-figures";

/** A harvest bid inside the SKU's limits, and the text saying so when the seller's bid was outside. */
function launchBid(bidCents: number, limits: BidLimits, matchType: MatchType) {
  const { cents, limit } = insideLimits(bidCents, limits);
  const note =
    limit === null
      ? ""
      : ` (your ${matchType.toLowerCase()} bid ${moneyText(bidCents, limits.currency)}, brought to your ${limit})`;
  return { bidCents: cents, note };
}

export type Planned = { action: Addition; note: string };

/** What the term becomes in its destination: keywords per match type with a bid, or one ASIN target. */
export function additionsFor(
  term: string,
  settings: Harvesting,
  into: Destination,
  limits: BidLimits,
): Planned[] {
  if (isAsinTerm(term)) {
    // An ASIN target has no match type: it takes the exact bid, else the next one given.
    const [bid] = keywordBids(settings);
    if (!bid) return [];
    const { bidCents, note } = launchBid(bid.bidCents, limits, bid.matchType);
    const action: Addition = {
      kind: "ADD_TARGET",
      entityType: "TARGET",
      adGroupId: into.adGroupId,
      asin: term.toUpperCase(),
      bidCents,
    };
    return [{ action, note }];
  }
  // The same length rule as a keyword the seller adds (spec 001 §5).
  if (term.length < KEYWORD_MIN_LENGTH || term.length > KEYWORD_MAX_LENGTH) return [];
  return keywordBids(settings).map(({ matchType, bidCents: given }) => {
    const { bidCents, note } = launchBid(given, limits, matchType);
    const action: Addition = {
      kind: "ADD_KEYWORD",
      entityType: "KEYWORD",
      adGroupId: into.adGroupId,
      keywordText: term,
      matchType,
      bidCents,
    };
    return { action, note };
  });
}

/** "exact keyword at $0.75", "product target at £0.75": the SKU's currency. */
export const additionLabel = ({ action, note }: Planned, currency: string) =>
  action.kind === "ADD_TARGET"
    ? `product target at ${moneyText(action.bidCents, currency)}${note}`
    : `${action.matchType.toLowerCase()} keyword at ${moneyText(action.bidCents, currency)}${note}`;
