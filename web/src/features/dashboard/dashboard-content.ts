import type { DashboardData } from "@contracts/statistics/dashboard";
import { formatSigned } from "../../lib/format";

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
