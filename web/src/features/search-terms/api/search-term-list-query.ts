import type { SearchTermListQuery } from "@contracts/search-terms/profile-search-terms.schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { pageSizeParam } from "../../../components/pagination/pagination-text";

/** The list's query as the page keeps it: every filter a string as the address holds it. */
export type TermListRequest = Omit<
  SearchTermListQuery,
  "page" | "limit" | "minClicks" | "minSpend" | "skuId"
> & {
  page: number;
  limit: number;
  minClicks?: string;
  minSpend?: string;
  skuId?: string;
};

/** GET /api/search-terms/{profileId}: one page of the profile's search terms; a new page keeps the old rows until it arrives. */
export const searchTermListQuery = (profileId: number, request: TermListRequest) =>
  queryOptions({
    queryKey: [...queryKeys.searchTerms(profileId), request] as const,
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(
        apiClient["search-terms"][":profileId"].$get({
          param: { profileId: String(profileId) },
          query: { ...request, page: String(request.page), limit: pageSizeParam(request.limit) },
        }),
      ),
  });

/** One page of the profile's search terms; waits for the date range. */
export const useSearchTermList = (profileId: number, request: TermListRequest | undefined) =>
  useQuery({
    ...searchTermListQuery(profileId, request as TermListRequest),
    enabled: request !== undefined,
  });
