/**
 * Keyword match semantics. Text is lower-cased, stripped of punctuation and lightly stemmed
 * (plurals), as Amazon treats close variants alike.
 *  - EXACT: the search term is the keyword.
 *  - PHRASE: the keyword's words appear in the term, in order and together.
 *  - BROAD: every word of the keyword appears in the term, in any order.
 * Negatives: NEGATIVE_EXACT blocks the exact term, NEGATIVE_PHRASE any term containing the phrase.
 */
import type { MatchType, NegativeMatchType } from "../entities";

function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function normalizedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word.length > 0)
    .map(stem);
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function sameSequence(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, index) => word === b[index]);
}

/** Whether a keyword (already normalised) serves a search term (already normalised). */
export function keywordMatches(
  keyword: readonly string[],
  term: readonly string[],
  matchType: MatchType,
): boolean {
  switch (matchType) {
    case "EXACT":
      return sameSequence(keyword, term);
    case "PHRASE":
      return containsSequence(term, keyword);
    case "BROAD":
      return keyword.length > 0 && keyword.every((word) => term.includes(word));
  }
}

/** Whether a negative keyword blocks a search term. */
export function negativeBlocks(
  negative: readonly string[],
  term: readonly string[],
  matchType: NegativeMatchType,
): boolean {
  return matchType === "NEGATIVE_EXACT" ? sameSequence(negative, term) : containsSequence(term, negative);
}
