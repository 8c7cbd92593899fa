import type { DashboardData } from "@contracts/statistics/dashboard";

/** "When the data has content" (spec 000 §2.5): a managed campaign, a product or any figure. */
export const hasDashboardContent = (data: DashboardData | undefined): data is DashboardData =>
  data !== undefined &&
  (data.quickLaunchCampaignsCount > 0 ||
    data.advertisedSkusCount > 0 ||
    data.migratedCampaignsCount > 0 ||
    [data.roas, data.acos, data.ctr, data.cvr].some((value) => value !== null));
