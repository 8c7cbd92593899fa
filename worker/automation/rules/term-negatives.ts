/**
 * Negatives of the search-term rules (issue 16): whether a term is already kept out of an ad group,
 * by the mirror or by a change the automation already made, and the action that negates it.
 */
import type { ChangeAction, ChangeRecord } from "../../contracts/automation/change";
import type { NegativeSnapshot } from "./rule-input";
import { isAsinTerm, normaliseTerm, type TermFigures } from "./search-term-figures";

/**
 * Never negate what sells (issue 29): the terms with an order (or sales) in any of the SKU's campaigns
 * over the look-back. No negative rule adds a negative for one of them, whatever its CTR or clicks.
 */
export const sellingTerms = (terms: TermFigures[]) =>
  new Set(terms.filter((term) => term.orders > 0 || term.salesCents > 0).map((term) => term.term));

type NegativeAction = Extract<ChangeAction, { kind: "ADD_NEGATIVE_KEYWORD" | "ADD_NEGATIVE_TARGET" }>;

/** Negative exact keyword for a term, or negative product target for an ASIN term. */
export function negativeAction(term: string, adGroupId: string): NegativeAction {
  return isAsinTerm(term)
    ? {
        kind: "ADD_NEGATIVE_TARGET",
        entityType: "NEGATIVE_TARGET",
        adGroupId,
        asin: term.trim().toUpperCase(),
      }
    : {
        kind: "ADD_NEGATIVE_KEYWORD",
        entityType: "NEGATIVE_KEYWORD",
        adGroupId,
        keywordText: normaliseTerm(term),
      };
}

const words = (text: string) => normaliseTerm(text).split(" ");

/** A negative phrase keeps out every term holding its words in order, side by side. */
function phraseCovers(phrase: string, term: string): boolean {
  const [needle, hay] = [words(phrase), words(term)];
  for (let start = 0; start + needle.length <= hay.length; start++) {
    if (needle.every((word, index) => hay[start + index] === word)) return true;
  }
  return false;
}

function negativeCovers(negative: NegativeSnapshot, term: string): boolean {
  if (isAsinTerm(term)) return negative.asin?.toUpperCase() === term.trim().toUpperCase();
  if (negative.keywordText === undefined) return false;
  if (negative.matchType === "NEGATIVE_PHRASE") return phraseCovers(negative.keywordText, term);
  return normaliseTerm(negative.keywordText) === normaliseTerm(term);
}

/** The mirror already keeps the term out of the ad group (a negative there or on its campaign). */
export const isNegatedInMirror = (
  negatives: NegativeSnapshot[],
  campaignId: string,
  adGroupId: string,
  term: string,
) =>
  negatives.some(
    (negative) =>
      negative.campaignId === campaignId &&
      (negative.adGroupId === null || negative.adGroupId === adGroupId) &&
      negativeCovers(negative, term),
  );

/**
 * The automation negated the term there before and it has not failed: planned (being applied),
 * applied (gone from the mirror only if the seller removed it) or undone by the seller. Either way
 * it is not proposed again; a failed one is, which is its retry.
 */
export const wasNegatedByAutomation = (
  history: ChangeRecord[],
  campaignId: string,
  adGroupId: string,
  term: string,
) => {
  const wanted = negativeAction(term, adGroupId);
  return history.some((change) => {
    if (change.status === "FAILED" || change.campaignId !== campaignId) return false;
    if (change.kind === "ADD_NEGATIVE_TARGET" && wanted.kind === "ADD_NEGATIVE_TARGET")
      return change.adGroupId === adGroupId && change.asin.toUpperCase() === wanted.asin;
    if (change.kind === "ADD_NEGATIVE_KEYWORD" && wanted.kind === "ADD_NEGATIVE_KEYWORD")
      return change.adGroupId === adGroupId && normaliseTerm(change.keywordText) === wanted.keywordText;
    return false;
  });
};

/** Already kept out of the ad group, by the mirror or by the automation's own history. */
export const isAlreadyNegated = (
  input: { negatives: NegativeSnapshot[]; history: ChangeRecord[] },
  campaignId: string,
  adGroupId: string,
  term: string,
) =>
  isNegatedInMirror(input.negatives, campaignId, adGroupId, term) ||
  wasNegatedByAutomation(input.history, campaignId, adGroupId, term);
