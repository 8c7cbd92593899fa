import { sql } from "drizzle-orm";
import { productUrl } from "../../amazon/product-url";
import type { SearchTermRow } from "../../contracts/campaigns/campaign-detail";
import { targetReportOf } from "../../contracts/campaigns/target-report";
import type { DateRange } from "../../contracts/date-range";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf, SUM_FIGURES } from "../../db/figures-sql";

/** What a shopper typed that is a product's ASIN (a click on a product page), not words. */
export const isAsinTerm = (term: string) => /^b0[a-z0-9]{8}$/i.test(term);

/**
 * The campaign's search terms summed over the range, across its ad groups and targets, best
 * sellers first (sales, then clicks). An ASIN term links to its product page.
 */
export async function campaignSearchTerms(
  db: Database,
  profile: { id: number; countryCode: string },
  campaignId: string,
  range: DateRange,
): Promise<SearchTermRow[]> {
  const rows = await db.all<FigureRow & { searchTerm: string }>(sql`
    select dm.search_term as searchTerm, ${SUM_FIGURES}
    from search_term_metrics dm
    where dm.profile_id = ${profile.id} and dm.campaign_id = ${campaignId}
      and dm.date between ${range.startDate} and ${range.endDate}
    group by dm.search_term
    order by salesCents desc, clicks desc, dm.search_term`);
  return rows.map((row) => {
    const asin = isAsinTerm(row.searchTerm);
    return {
      searchTerm: row.searchTerm,
      type: asin ? "ASIN" : "text",
      thumbnail: null,
      url: asin ? productUrl(profile.countryCode, row.searchTerm.toUpperCase()) : null,
      ...targetReportOf(figuresOf(row)),
    };
  });
}
