import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { pageSizeParam } from "../../../../components/pagination/pagination-text";
import { isAdvertisedParam, type SkuStatusFilter } from "../status-filter";

export type SkuPageFilters = { q: string; status: SkuStatusFilter; page: number; limit: number };

/** GET /api/advertised-sku/{profileId}/page?limit&page&isAdvertised&q (spec 001 §7). */
export const advertisedSkuPageQuery = (profileId: number, filters: SkuPageFilters) =>
  queryOptions({
    queryKey: [...queryKeys.advertisedSkuLists(profileId), "page", filters] as const,
    queryFn: () =>
      call(
        apiClient["advertised-sku"][":profileId"].page.$get({
          param: { profileId: String(profileId) },
          query: {
            limit: pageSizeParam(filters.limit),
            page: String(filters.page),
            isAdvertised: isAdvertisedParam(filters.status),
            q: filters.q.trim() || undefined,
          },
        }),
      ),
  });

/** One page of the SKU list; waits for a profile. */
export const useAdvertisedSkuPage = (profileId: number | undefined, filters: SkuPageFilters) =>
  useQuery({ ...advertisedSkuPageQuery(profileId ?? 0, filters), enabled: profileId !== undefined });
