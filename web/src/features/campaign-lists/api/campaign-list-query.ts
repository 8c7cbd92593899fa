import type { CampaignListFilters } from "@contracts/campaign-filters";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { type CampaignListSource, queryKeys } from "../../../api/query-keys";
import { pageSizeParam } from "../../../components/pagination/pagination-text";

const lists = apiClient.campaigns[":profileId"];
const LIST_ROUTES = { "quick-launch": lists.page, migrated: lists.migrated } satisfies Record<
  CampaignListSource,
  unknown
>;

/** GET /api/campaigns/{profileId}/page (Quick Launch) or /migrated with the list's filters. */
export const campaignListQuery = (
  profileId: number,
  source: CampaignListSource,
  filters: CampaignListFilters,
) =>
  queryOptions({
    queryKey: [...queryKeys.campaignList(profileId, source), filters] as const,
    queryFn: () =>
      call(
        LIST_ROUTES[source].$get({
          param: { profileId: String(profileId) },
          query: {
            ...filters,
            name: filters.name.trim(),
            page: String(filters.page),
            limit: pageSizeParam(filters.limit),
          },
        }),
      ),
  });

/** One page of a campaign list; waits for a profile and a date range. */
export function useCampaignList(
  profileId: number | undefined,
  source: CampaignListSource,
  filters: CampaignListFilters | undefined,
) {
  return useQuery({
    ...campaignListQuery(profileId ?? 0, source, filters as CampaignListFilters),
    enabled: profileId !== undefined && filters !== undefined,
  });
}
