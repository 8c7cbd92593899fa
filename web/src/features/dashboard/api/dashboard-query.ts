import type { DashboardData } from "@contracts/statistics/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api/api-client";
import { useCurrentProfile } from "../../accounts/selection/current-profile-context";

/** GET /api/statistics/dashboard for one profile (or every profile of the user when none is chosen). */
export const dashboardQuery = (profileId: number | undefined) =>
  queryOptions({
    queryKey: ["statistics", "dashboard", profileId ?? "all"],
    queryFn: () => api<DashboardData>("/statistics/dashboard", { query: { profileId } }),
  });

/** The dashboard figures of the current profile. */
export function useDashboardData() {
  const { profile } = useCurrentProfile();
  return useQuery(dashboardQuery(profile?.id));
}
