/** Search-term universes from a category's words, and product words from the same vocabulary. */
import { pick, shuffled } from "../core/draws";
import type { Rng } from "../core/rng";
import type { CategorySpec } from "../scenario";

export interface TermSeed {
  text: string;
  /** Volume multiplier: head terms are searched more than long-tail ones. */
  weight: number;
}

/** Up to `count` distinct terms, built from templates over the category's words. */
export function termUniverse(rng: Rng, category: CategorySpec, ownBrand: string, count: number): TermSeed[] {
  const brand = ownBrand
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const candidates: TermSeed[] = [];
  for (const noun of category.nouns) {
    candidates.push({ text: noun, weight: 3 });
    for (const modifier of category.modifiers) {
      candidates.push({ text: `${modifier} ${noun}`, weight: 1.2 });
      const second = pick(rng, category.modifiers);
      if (second !== modifier) candidates.push({ text: `${modifier} ${second} ${noun}`, weight: 0.4 });
    }
    for (const audience of category.audiences) {
      candidates.push({ text: `${noun} for ${audience}`, weight: 0.7 });
      candidates.push({ text: `${pick(rng, category.modifiers)} ${noun} for ${audience}`, weight: 0.3 });
    }
    for (const competitor of category.competitorBrands) {
      candidates.push({ text: `${competitor} ${noun}`, weight: 0.5 });
    }
    if (brand) candidates.push({ text: `${brand} ${noun}`, weight: 0.25 });
  }
  const unique = new Map<string, TermSeed>();
  for (const candidate of candidates) if (!unique.has(candidate.text)) unique.set(candidate.text, candidate);
  const all = [...unique.values()];
  // Always keep the head terms (bare nouns); fill the rest at random.
  const heads = all.filter((term) => term.weight >= 3);
  const rest = shuffled(
    rng,
    all.filter((term) => term.weight < 3),
  );
  return [...heads, ...rest].slice(0, Math.max(count, heads.length));
}

export function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** Lower-case tokens without punctuation: what matching and relevance compare. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9äöüß ]+/g, " ")
    .split(" ")
    .filter((token) => token.length > 0);
}
