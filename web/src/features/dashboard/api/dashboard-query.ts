import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";

/** GET /api/statistics/dashboard for one profile (or every profile of the user when none is chosen). */
export const dashboardQuery = (profileId: number | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.statistics, "dashboard", profileId ?? "all"],
    queryFn: () => call(apiClient.statistics.dashboard.$get({ query: { profileId: profileId?.toString() } })),
  });

/** The dashboard figures of the profile the 'Profiles' filter chose; the last figures stay while the next load. */
export const useDashboardData = (profileId: number | undefined) =>
  useQuery({ ...dashboardQuery(profileId), placeholderData: keepPreviousData });
