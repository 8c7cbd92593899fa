import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignListFilters } from "../../../../../worker/contracts/campaign-filters";
import type { CampaignList } from "../../../../../worker/contracts/campaign-list";
import { api } from "../../../api/api-client";
import { type CampaignListSource, campaignListKey } from "./campaign-list-keys";

const PATHS: Record<CampaignListSource, string> = { "quick-launch": "page", migrated: "migrated" };

/** GET /api/campaigns/{profileId}/page (Quick Launch) or /migrated with the list's filters. */
export const campaignListQuery = (
  profileId: number,
  source: CampaignListSource,
  filters: CampaignListFilters,
) =>
  queryOptions({
    queryKey: [...campaignListKey(profileId, source), filters] as const,
    queryFn: () =>
      api<CampaignList>(`/campaigns/${profileId}/${PATHS[source]}`, {
        query: { ...filters, name: filters.name.trim() },
      }),
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
