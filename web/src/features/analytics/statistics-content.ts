import type { Statistics } from "@contracts/statistics/statistics";

/** Anything to chart: a shown ad or a campaign in the range. */
export const hasStatistics = (statistics: Statistics) =>
  statistics.total.impressions > 0 || statistics.total.spend > 0 || statistics.topCampaigns.length > 0;
