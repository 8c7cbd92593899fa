import { type SQL, sql } from "drizzle-orm";
import type { ReportType } from "../amazon/reports";
import type { Database } from "../db/client";
import type { TouchedCampaigns } from "./campaign-running-totals";
import type { DailyMetricRow } from "./metric-rows";

/** The days a report covered, both included. */
export type CoveredDays = { startDate: string; endDate: string };

const GRAINS: Record<ReportType, DailyMetricRow["grain"] | null> = {
  spCampaigns: "CAMPAIGN_PLACEMENT",
  spTargeting: "TARGETING",
  spAdvertisedProduct: "PRODUCT_AD",
  spSearchTerm: null,
};

/**
 * The profile's campaigns: every one the entity listing ever returned (sp_campaigns keeps archived
 * ones) and every one with placement figures (campaign_running_totals is dense to its last day).
 */
const campaignsOf = (profileId: number) => sql`(
  select campaign_id from sp_campaigns where profile_id = ${profileId}
  union select campaign_id from campaign_running_totals where profile_id = ${profileId}
    and date = (select max(date) from campaign_running_totals where profile_id = ${profileId}))`;

/**
 * What a stored report leaves behind: the profile's rows of its kind within exactly the days it
 * covered that it no longer answers (stamped before `pulledAt`, this report's stamp), which Amazon
 * restated away — a search term or target with no figure left, a campaign that no longer served that
 * day. Days outside `covered` are never touched. `removals` deletes them (to run in the transaction
 * that refreshes the derived stores); `touched` is the campaigns and days whose placement figures go
 * with them (null if none). The statements bind a handful of parameters whatever the rows' number,
 * and read only the covered days: search terms by their key (profile, date, …), daily rows campaign by
 * campaign through daily_metrics_campaign_date (an index by grain and date would also be chosen by
 * the reads of a few ads' or campaigns' figures, and scan every row of the grain instead).
 */
export async function unreportedRows(
  db: Database,
  profileId: number,
  type: ReportType,
  covered: CoveredDays,
  pulledAt: number,
): Promise<{ removals: SQL[]; touched: TouchedCampaigns | null }> {
  const { startDate, endDate } = covered;
  const grain = GRAINS[type];
  if (grain === null) {
    return {
      removals: [
        sql`delete from search_term_metrics where profile_id = ${profileId}
          and date between ${startDate} and ${endDate} and pulled_at < ${pulledAt}`,
      ],
      touched: null,
    };
  }
  const stale = sql`profile_id = ${profileId} and campaign_id in ${campaignsOf(profileId)}
    and grain = ${grain} and date between ${startDate} and ${endDate} and pulled_at < ${pulledAt}`;
  const removals = [sql`delete from daily_metrics where ${stale}`];
  if (grain !== "CAMPAIGN_PLACEMENT") return { removals, touched: null };
  const campaigns = await db.all<{ campaignId: string; first: string; last: string }>(sql`
    select campaign_id as campaignId, min(date) as first, max(date) as last
    from daily_metrics where ${stale} group by campaign_id order by campaign_id`);
  if (campaigns.length === 0) return { removals, touched: null };
  return {
    removals,
    touched: {
      from: campaigns.reduce((from, row) => (row.first < from ? row.first : from), endDate),
      to: campaigns.reduce((to, row) => (row.last > to ? row.last : to), startDate),
      campaignIds: campaigns.map((row) => row.campaignId),
    },
  };
}
