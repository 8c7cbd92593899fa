import { type SQL, sql } from "drizzle-orm";
import type { CampaignSortColumn, SortOrder } from "../../contracts/campaign-filters";

/**
 * What each sortable column of a campaign list orders by: the campaign (alias `f`, the filtered
 * campaigns) or its figures over the range (alias `r`, null without figures). Ratios are computed
 * from the sums, as the wire's rounded figures are, so they order the same.
 */
const SORT_KEYS: Record<CampaignSortColumn, SQL> = {
  name: sql`f.name collate nocase`,
  state: sql`f.state`,
  targetingType: sql`f.targetingType`,
  startDate: sql`f.startDate`,
  budget: sql`f.budgetCents`,
  impressions: sql`r.impressions`,
  clicks: sql`r.clicks`,
  spend: sql`r.spendCents`,
  sales: sql`r.salesCents`,
  roas: sql`r.salesCents * 1.0 / nullif(r.spendCents, 0)`,
  acos: sql`r.spendCents * 1.0 / nullif(r.salesCents, 0)`,
  ctr: sql`r.clicks * 1.0 / nullif(r.impressions, 0)`,
  cvr: sql`r.orders * 1.0 / nullif(r.clicks, 0)`,
};

/**
 * The ORDER BY of a campaign list: rows without a value last in either direction, then the
 * campaign id, so equal values keep one order from page to page.
 */
export function campaignOrder(sort: CampaignSortColumn, order: SortOrder): SQL {
  const key = SORT_KEYS[sort];
  return sql`(${key}) is null, ${key} ${sql.raw(order)}, f.campaignId`;
}
