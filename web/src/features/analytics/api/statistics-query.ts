import type { StateFilter } from "@contracts/campaign-filters";
import type { DateRange } from "@contracts/date-range";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";

export type StatisticsFilter = DateRange & { state: StateFilter; profileId?: number };

/**
 * GET /api/statistics: figures per day, totals and top campaigns of a range (spec 000 §3, §7), with the
 * previous period of the same length to overlay (issue 33).
 */
export const statisticsQuery = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.statistics, "range", filter],
    queryFn: () =>
      call(
        apiClient.statistics.$get({
          query: { ...filter, profileId: filter.profileId?.toString(), compare: "PREVIOUS" },
        }),
      ),
  });

/** Keeps the previous range's figures on screen while the next range loads, so nothing jumps. */
export const useStatistics = (filter: StatisticsFilter | undefined) =>
  useQuery({
    ...statisticsQuery(filter ?? { startDate: "", endDate: "", state: "ALL" }),
    enabled: filter !== undefined,
    placeholderData: keepPreviousData,
  });
