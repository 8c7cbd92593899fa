/**
 * Search terms summed over a rule's look-back, per campaign (issue 16): what negative optimisation
 * and search-term expansion judge. Terms are compared lower-cased with single spaces, as Amazon
 * matches them.
 */
import { shiftDate } from "../../contracts/date-range";
import type { Figures } from "../../contracts/metrics";
import type { SearchTermDay } from "./rule-input";

/** The snapshot holds at most this many days: a longer look-back is read as this many. */
export const MAX_LOOK_BACK_DAYS = 90;

/** The look-back of `days` days: the days before today, today excluded (its figures are still arriving). */
export type LookBack = { days: number; from: string; to: string };

export function lookBack(today: string, lookBackPeriod: number): LookBack {
  const days = Math.max(1, Math.min(MAX_LOOK_BACK_DAYS, Math.floor(lookBackPeriod)));
  return { days, from: shiftDate(today, -days), to: shiftDate(today, -1) };
}

export const normaliseTerm = (term: string) => term.trim().replace(/\s+/g, " ").toLowerCase();

/** A search term that is a product's ASIN (a shopper's click on a product page), like b07h8q3jh1. */
export const isAsinTerm = (term: string) => /^b0[0-9a-z]{8}$/i.test(term.trim());

export type TermFigures = Figures & {
  campaignId: string;
  /** Normalised (normaliseTerm). */
  term: string;
  /** The ad groups of the campaign it appeared in over the look-back, in order of appearance. */
  adGroupIds: string[];
};

const zero = (): Figures => ({
  impressions: 0,
  clicks: 0,
  spendCents: 0,
  salesCents: 0,
  orders: 0,
  units: 0,
});

/** Each (campaign, term) of the look-back with its figures summed over the days and ad groups. */
export function termFigures(days: SearchTermDay[], window: LookBack): TermFigures[] {
  const byKey = new Map<string, TermFigures>();
  for (const day of days) {
    if (day.date < window.from || day.date > window.to) continue;
    const term = normaliseTerm(day.searchTerm);
    if (term === "") continue;
    const key = `${day.campaignId}\u0000${term}`;
    let sum = byKey.get(key);
    if (!sum) {
      sum = { campaignId: day.campaignId, term, adGroupIds: [], ...zero() };
      byKey.set(key, sum);
    }
    if (!sum.adGroupIds.includes(day.adGroupId)) sum.adGroupIds.push(day.adGroupId);
    sum.impressions += day.impressions;
    sum.clicks += day.clicks;
    sum.spendCents += day.spendCents;
    sum.salesCents += day.salesCents;
    sum.orders += day.orders;
    sum.units += day.units;
  }
  return [...byKey.values()].sort(
    (a, b) => a.campaignId.localeCompare(b.campaignId) || a.term.localeCompare(b.term),
  );
}
