/**
 * GET /api/statistics?startDate&endDate&state&profileId&advertisedSkuId: the Analytics screen's
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
};
