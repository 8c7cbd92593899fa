import type { MigratePayload } from "@contracts/campaigns/marketplace-campaigns";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { notify } from "../../../../components/ui/toaster";
import { markCampaignAdded } from "./mark-campaign-added";
import { marketplaceCampaignsKey } from "./marketplace-campaigns-query";

/**
 * POST /api/campaigns/{profileId}/migrate. On success (spec 000 §4, §7): the campaign is marked
 * Added in the cached searches, the searches refetch, the migrated list is invalidated, a toast.
 * A failure toasts the server's message (the query client's mutation cache does it).
 */
export function useMigrateCampaign(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MigratePayload) =>
      call(
        apiClient.campaigns[":profileId"].migrate.$post({
          param: { profileId: String(profileId) },
          json: payload,
        }),
      ),
    onSuccess: ({ amazonCampaignId }, { asin, sku }) => {
      const searches = marketplaceCampaignsKey(profileId);
      queryClient.setQueriesData({ queryKey: searches }, (data: Parameters<typeof markCampaignAdded>[0]) =>
        markCampaignAdded(data, { amazonCampaignId, asin, sku }),
      );
      notify.success("Campaign was migrated");
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaignList(profileId, "migrated") });
      void queryClient.refetchQueries({ queryKey: searches });
    },
  });
}
