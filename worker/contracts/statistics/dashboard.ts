/** GET /api/statistics/dashboard (spec 000 §3 "Dashboard data"): diff = last 7 days − the 7 before. */
export type DashboardData = {
  quickLaunchCampaignsCount: number;
  advertisedSkusCount: number;
  migratedCampaignsCount: number;
  roas: number | null;
  acos: number | null;
  ctr: number | null;
  cvr: number | null;
  diffRoas: number | null;
  diffAcos: number | null;
  diffCtr: number | null;
  diffCvr: number | null;
};
