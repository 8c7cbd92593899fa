import type { DashboardData } from "@contracts/statistics/dashboard";
import { formatSigned } from "../../lib/format";
import type { MetricKey } from "../../lib/metrics/metric-catalogue";
import { stillArrivingNote } from "../../lib/metrics/still-arriving";

/** "When the data has content" (spec 000 §2.5): a managed campaign, a product or any figure. */
export const hasDashboardContent = (data: DashboardData | undefined): data is DashboardData =>
  data !== undefined &&
  (data.quickLaunchCampaignsCount > 0 ||
    data.advertisedSkusCount > 0 ||
    data.migratedCampaignsCount > 0 ||
    [data.roas, data.acos, data.ctr, data.cvr].some((value) => value !== null));

export type MetricChange = { text: string; negative: boolean };

/** A tile's change against the previous 7 days: absent when zero or unknown; '+' when it rose. */
export function metricChange(diff: number | null | undefined, unit: string): MetricChange | null {
  if (diff === null || diff === undefined || !Number.isFinite(diff) || diff === 0) return null;
  return { text: `${formatSigned(diff)}${unit}`, negative: diff < 0 };
}

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
