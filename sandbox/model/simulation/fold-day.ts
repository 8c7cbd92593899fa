/**
 * Keeps the fact table small: when a local day closes, its search-term rows without a click are
 * merged into one row per (ad, targeting, placement) whose searchTerm is FOLDED_SEARCH_TERM. Their
 * impressions still count in campaign, targeting and product reports; search-term reports only
 * list terms with clicks, as the reference says. Rows without clicks never receive orders.
 */
import { factKey } from "../metrics";
import type { SimContext } from "./context";
import { writableRow } from "./fact-rows";

export const FOLDED_SEARCH_TERM = "";

export function foldDay(context: SimContext, date: string): void {
  for (const key of context.dayKeys) {
    const row = context.facts.get(key);
    if (!row || row.date !== date || row.clicks > 0 || row.searchTerm === FOLDED_SEARCH_TERM) continue;
    context.facts.delete(key);
    const foldedKey = factKey({ ...row, searchTerm: FOLDED_SEARCH_TERM });
    const folded = writableRow(context, foldedKey);
    if (folded) folded.impressions += row.impressions;
    else {
      const created = { ...row, searchTerm: FOLDED_SEARCH_TERM };
      context.facts.set(foldedKey, created);
      context.ownRows.add(created);
    }
  }
}
