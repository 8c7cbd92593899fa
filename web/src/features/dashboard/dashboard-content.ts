import type { DashboardData } from "@contracts/statistics/dashboard";
import type { MetricKey } from "../../lib/metrics/metric-catalogue";
import { stillArrivingNote } from "../../lib/metrics/still-arriving";

/** "When the data has content" (spec 000 §2.5): a managed campaign, a product or any figure. */
export const hasDashboardContent = (data: DashboardData | undefined): data is DashboardData =>
  data !== undefined &&
  (data.quickLaunchCampaignsCount > 0 ||
    data.advertisedSkusCount > 0 ||
    data.migratedCampaignsCount > 0 ||
    [data.roas, data.acos, data.ctr, data.cvr].some((value) => value !== null));

/**
 * A ROAS, ACOS or CVR tile's note while the last 7 days' sales are still arriving: how many days,
 * and the figure as they will settle (the API's estimate, by the attribution-lag model).
 */
export function dashboardLagNote(key: MetricKey, data: DashboardData) {
  const lag = data.stillArriving;
  if (!lag) return null;
  const estimate = { impressions: 0, clicks: 0, spend: 0, sales: 0, unitsSoldClicks: 0, ctr: null, ...lag };
  return stillArrivingNote(key, { arrivingDays: lag.days, estimate }, data.money.currency);
}
