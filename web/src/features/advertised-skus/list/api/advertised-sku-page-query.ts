import type { SkuSortColumn } from "@contracts/advertised-skus/advertised-sku.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { sortQuery } from "../../../../components/data-table/sort-query";
import type { TableSort } from "../../../../components/data-table/table-sort";
import { pageSizeParam } from "../../../../components/pagination/pagination-text";
import { isAdvertisedParam, type SkuStatusFilter } from "../status-filter";

export type SkuPageFilters = {
  q: string;
  status: SkuStatusFilter;
  page: number;
  limit: number;
  /** The column the server sorts by (null: newest first). */
  sort: TableSort | null;
};

/** GET /api/advertised-sku/{profileId}/page?limit&page&isAdvertised&q&sort&order (spec 001 §7, issue 33). */
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
            ...sortQuery<SkuSortColumn>(filters.sort),
          },
        }),
      ),
  });

/** One page of the SKU list; waits for a profile. */
export const useAdvertisedSkuPage = (profileId: number | undefined, filters: SkuPageFilters) =>
  useQuery({ ...advertisedSkuPageQuery(profileId ?? 0, filters), enabled: profileId !== undefined });
