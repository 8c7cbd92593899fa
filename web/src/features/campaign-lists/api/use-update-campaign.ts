import type { CampaignList } from "@contracts/campaigns/campaign-list";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { notify } from "../../../components/ui/toaster";
import { holdNotice } from "../../../lib/automation-hold";
import { withUpdatedCampaign } from "./update-cached-rows";

/** What the Active switch and the budget form change (spec 000 §4). */
export type CampaignChanges = { state: "ENABLED" | "PAUSED" } | { budget: number };

/**
 * PUT /api/campaigns/{profileId}/{campaignId}. On success the cached rows take the answer at once,
 * the profile's lists refetch, and 'Campaign was updated' shows; failures toast the server's message
 * (the query client does that for every mutation).
 */
export function useUpdateCampaign(profileId: number, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CampaignChanges) =>
      call(
        apiClient.campaigns[":profileId"][":campaignId"].$put({
          param: { profileId: String(profileId), campaignId },
          json: changes,
        }),
      ),
    onSuccess: (updated) => {
      const lists = queryKeys.campaignLists(profileId);
      queryClient.setQueriesData<CampaignList>({ queryKey: lists }, (list) =>
        withUpdatedCampaign(list, updated),
      );
      // Both of its changes (state, budget) hold the automation off the campaign.
      notify.success("Campaign was updated", holdNotice("campaign"));
      void queryClient.invalidateQueries({ queryKey: lists });
    },
  });
}
