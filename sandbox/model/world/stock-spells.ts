/** Out-of-stock spells over time and the availability they imply on a given local date. */
import { intIn, poisson } from "../core/draws";
import type { Rng } from "../core/rng";
import { addDays, daysBetween } from "../core/time";
import type { Availability, Product } from "../state";

export interface SpellSettings {
  spellsPerYear: number;
  durationDays: readonly [number, number];
}

/** Random spells between `from` and `from + horizonDays`, sorted and non-overlapping. */
export function randomSpells(
  rng: Rng,
  settings: SpellSettings,
  from: string,
  horizonDays: number,
): { start: string; end: string }[] {
  const count = poisson(rng, (settings.spellsPerYear * horizonDays) / 365);
  const starts: number[] = [];
  for (let i = 0; i < count; i++) starts.push(intIn(rng, 0, horizonDays - 1));
  starts.sort((a, b) => a - b);
  const spells: { start: string; end: string }[] = [];
  let lastEnd = -1;
  for (const offset of starts) {
    const length = intIn(rng, settings.durationDays[0], settings.durationDays[1]);
    if (offset <= lastEnd + 1) continue;
    spells.push({ start: addDays(from, offset), end: addDays(from, offset + length - 1) });
    lastEnd = offset + length - 1;
  }
  return spells;
}

/** Availability on a local date: out of stock inside a spell, scarce in the days before one. */
export function availabilityOn(product: Product, date: string, scarceDaysBefore: number): Availability {
  for (const spell of product.stockSpells) {
    if (date >= spell.start && date <= spell.end) return "OUT_OF_STOCK";
  }
  for (const spell of product.stockSpells) {
    const until = daysBetween(date, spell.start);
    if (until > 0 && until <= scarceDaysBefore) return "IN_STOCK_SCARCE";
  }
  return "IN_STOCK";
}
