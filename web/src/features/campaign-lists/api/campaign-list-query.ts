import type { CampaignList } from "@contracts/campaigns/campaign-list";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api/api-client";
import { type CampaignListSource, campaignListKey } from "./campaign-list-keys";

export type TargetingFilter = "ALL" | "AUTO" | "MANUAL";
export type StateFilter = "ALL" | "PAUSED" | "ENABLED";

export type CampaignListFilters = {
  startDate: string;
  endDate: string;
  targeting: TargetingFilter;
  state: StateFilter;
  name: string;
  page: number;
  limit: number;
};

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
