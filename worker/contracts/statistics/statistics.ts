/**
 * GET /api/statistics?startDate&endDate&state&profileId&advertisedSkuId&compare: the Analytics screen's
 * figures over time and its top campaigns (spec 000 §3 "Statistics query inputs"; issue 5).
 */
import type { Report } from "../metrics";
import type { MoneyCurrency } from "../money";

export type DailyStatistics = { date: string } & Report;

export type TopCampaign = {
  id: string;
  profileId: number;
  name: string;
  source: "QUICK_LAUNCH" | "MIGRATED" | null;
  report: Report;
};

/** The period of the same length just before the range, to compare with (asked with compare=PREVIOUS). */
export type PreviousPeriod = {
  startDate: string;
  endDate: string;
  total: Report;
  /** One entry per date, as `daily`: the nth day here is compared with the range's nth day. */
  daily: DailyStatistics[];
};

export type Statistics = {
  startDate: string;
  endDate: string;
  /** Summed over the range. */
  total: Report;
  /** One entry per marketplace date of the range, zeros on days without figures. */
  daily: DailyStatistics[];
  /** Up to 10 campaigns of the range, by sales then spend. */
  topCampaigns: TopCampaign[];
  /** The currency of every amount above: the profile's own, or US dollars converted for 'All' (issue 29). */
  money: MoneyCurrency;
  /** The previous period's figures when compare=PREVIOUS was asked; else null (issue 33). */
  previous: PreviousPeriod | null;
  /**
   * The last date the scope's profiles have synced figures for; the range's days after it are not
   * reported yet (Amazon publishes a day hours after it ends), not zero. Null when nothing was synced.
   */
  reportedThrough: string | null;
};
