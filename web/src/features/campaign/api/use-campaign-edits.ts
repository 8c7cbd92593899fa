import type { CampaignDetail, CampaignUpdateResult } from "@contracts/campaigns/campaign-detail";
import type { CampaignUpdate } from "@contracts/campaigns/campaign-update.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../api/api-client";
import { notify } from "../../../components/ui/toaster";
import { campaignListsKey } from "../../campaign-lists/api/campaign-list-keys";
import { detailWithUpdate, type TargetChange, type TargetList, withTargetChange } from "./cached-edits";
import { type CampaignKey, campaignDetailKey, campaignReadsKey } from "./campaign-queries";

/** What the campaign page changes on the campaign (spec 001 §7): one field at a time. */
export type CampaignSettingsChange = Omit<CampaignUpdate, "dynamicBidding">;

/**
 * PUT /api/campaigns/{profileId}/{campaignId}. The cached detail takes the answer at once, then the
 * detail and the profile's lists read again; 'Campaign was updated'.
 */
export function useUpdateCampaignSettings({ profileId, campaignId }: CampaignKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CampaignSettingsChange) =>
      api<CampaignUpdateResult>(`/campaigns/${profileId}/${encodeURIComponent(campaignId)}`, {
        method: "PUT",
        body: change,
      }),
    onSuccess: async (updated) => {
      const detail = campaignDetailKey(profileId, campaignId);
      queryClient.setQueriesData<CampaignDetail>({ queryKey: detail }, (cached) =>
        detailWithUpdate(cached, updated),
      );
      notify.success("Campaign was updated");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: detail }),
        queryClient.invalidateQueries({ queryKey: campaignListsKey(profileId) }),
      ]);
    },
  });
}

/** The four target kinds of the page: where their change goes, what it toasts, which read holds them. */
export const TARGET_KINDS = {
  keyword: {
    path: (profileId: number, id: string) => `/keywords/${profileId}/keyword/${id}`,
    toast: "Keyword was updated",
    list: "keywordTargets",
    read: "targets",
  },
  asin: {
    path: (profileId: number, id: string) => `/targets/${profileId}/target/${id}`,
    toast: "ASIN Target was updated",
    list: "asinTargets",
    read: "targets",
  },
  negativeKeyword: {
    path: (profileId: number, id: string) => `/keywords/${profileId}/negative-keyword/${id}`,
    toast: "Negative Keyword was updated",
    list: "negativeKeywordTargets",
    read: "negative-targets",
  },
  negativeAsin: {
    path: (profileId: number, id: string) => `/targets/${profileId}/negative-target/${id}`,
    toast: "Negative ASIN Target was updated",
    list: "negativeAsinTargets",
    read: "negative-targets",
  },
} as const satisfies Record<
  string,
  {
    path: (profileId: number, id: string) => string;
    toast: string;
    list: TargetList;
    read: "targets" | "negative-targets";
  }
>;

export type TargetKind = keyof typeof TARGET_KINDS;

/**
 * PUT of one keyword, ASIN target or negative (spec 001 §7). The cached row takes the change at once,
 * then its read asks again; the kind's toast ('Keyword was updated', …).
 */
export function useUpdateTarget(campaign: CampaignKey, kind: TargetKind, id: string) {
  const queryClient = useQueryClient();
  const { path, toast, list, read } = TARGET_KINDS[kind];
  return useMutation({
    mutationFn: (change: TargetChange) =>
      api<unknown>(path(campaign.profileId, encodeURIComponent(id)), { method: "PUT", body: change }),
    onSuccess: async (_answer, change) => {
      const queryKey = [...campaignReadsKey(campaign), read];
      queryClient.setQueriesData<Parameters<typeof withTargetChange>[0]>({ queryKey }, (data) =>
        withTargetChange(data, list, id, change),
      );
      notify.success(toast);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
