import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { useCurrentProfile } from "../../accounts/selection/current-profile-context";

/** GET /api/statistics/dashboard for one profile (or every profile of the user when none is chosen). */
export const dashboardQuery = (profileId: number | undefined) =>
  queryOptions({
    queryKey: ["statistics", "dashboard", profileId ?? "all"],
    queryFn: () => call(apiClient.statistics.dashboard.$get({ query: { profileId: profileId?.toString() } })),
  });

/** The dashboard figures of the current profile. */
export function useDashboardData() {
  const { profile } = useCurrentProfile();
  return useQuery(dashboardQuery(profile?.id));
}
