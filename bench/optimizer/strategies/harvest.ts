/**
 * The classic seller's search-term spreadsheet: the auto campaign's search terms over the look-back,
 * each judged once. A term with at least `harvestOrders` orders at or under the target ACOS becomes
 * an exact keyword (a product page: an ASIN target) in the SKU's manual campaign, bid at the term's
 * own cost per click, and is negated (exact) in the auto ad group so the two do not bid against each
 * other; a term with `negateClicks` clicks and no order is negated in the auto ad group.
 */
import type { SearchTermDay } from "../../../worker/automation/rules/rule-input";

export type TermTotals = { clicks: number; spendCents: number; salesCents: number; orders: number };
export type TermMove = { searchTerm: string; kind: "harvest" | "negate"; bidCents?: number };

export const HARVEST = { harvestOrders: 2, negateClicks: 20 };

/** Amazon's ASINs: what a product page's search term is. */
export const isAsin = (term: string) => /^b0[0-9a-z]{8}$/i.test(term);

export function termTotals(days: readonly SearchTermDay[], campaignId: string): Map<string, TermTotals> {
  const totals = new Map<string, TermTotals>();
  for (const day of days) {
    if (day.campaignId !== campaignId) continue;
    const sum = totals.get(day.searchTerm) ?? { clicks: 0, spendCents: 0, salesCents: 0, orders: 0 };
    sum.clicks += day.clicks;
    sum.spendCents += day.spendCents;
    sum.salesCents += day.salesCents;
    sum.orders += day.orders;
    totals.set(day.searchTerm, sum);
  }
  return totals;
}

/** What to do with each term not judged before (`judged`), in the terms' order. */
export function termMoves(
  totals: ReadonlyMap<string, TermTotals>,
  judged: ReadonlySet<string>,
  targetAcos: number,
  limits: { bidMinCents: number; bidMaxCents: number },
): TermMove[] {
  const moves: TermMove[] = [];
  for (const [searchTerm, sum] of totals) {
    if (judged.has(searchTerm) || searchTerm === "") continue;
    const acos = sum.salesCents > 0 ? (100 * sum.spendCents) / sum.salesCents : Number.POSITIVE_INFINITY;
    if (sum.orders >= HARVEST.harvestOrders && acos <= targetAcos) {
      const cpc = sum.clicks > 0 ? Math.round(sum.spendCents / sum.clicks) : limits.bidMinCents;
      const bidCents = Math.min(limits.bidMaxCents, Math.max(limits.bidMinCents, cpc));
      moves.push({ searchTerm, kind: "harvest", bidCents });
    } else if (sum.orders === 0 && sum.clicks >= HARVEST.negateClicks)
      moves.push({ searchTerm, kind: "negate" });
  }
  return moves;
}
