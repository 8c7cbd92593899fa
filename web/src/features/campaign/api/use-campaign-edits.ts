import type { CampaignDetail } from "@contracts/campaigns/campaign-detail";
import type { CampaignUpdate } from "@contracts/campaigns/campaign-update.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { type CampaignKey, campaignParam, campaignReadsKey } from "../../../api/campaign-key";
import { queryKeys } from "../../../api/query-keys";
import { notify } from "../../../components/ui/toaster";
import { holdNotice, holdsAutomation } from "../../../lib/automation-hold";
import { detailWithUpdate, type TargetChange, type TargetList, withTargetChange } from "./cached-edits";
import { campaignDetailKey } from "./campaign-queries";

/** What the campaign page changes on the campaign (spec 001 §7): one field at a time. */
export type CampaignSettingsChange = Omit<CampaignUpdate, "dynamicBidding">;

/**
 * PUT /api/campaigns/{profileId}/{campaignId}. The cached detail takes the answer at once, then the
 * detail and the profile's lists read again; 'Campaign was updated'.
 */
export function useUpdateCampaignSettings(key: CampaignKey) {
  const { profileId, campaignId } = key;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CampaignSettingsChange) =>
      call(
        apiClient.campaigns[":profileId"][":campaignId"].$put({ param: campaignParam(key), json: change }),
      ),
    onSuccess: async (updated, change) => {
      const detail = campaignDetailKey(profileId, campaignId);
      queryClient.setQueriesData<CampaignDetail>({ queryKey: detail }, (cached) =>
        detailWithUpdate(cached, updated),
      );
      notify.success("Campaign was updated", holdsAutomation(change) ? holdNotice("campaign") : undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: detail }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaignLists(profileId) }),
      ]);
    },
  });
}

const keywords = apiClient.keywords[":profileId"];
const targets = apiClient.targets[":profileId"];

/** A negative keyword or target changes only its state: the page offers no bid for it. */
function stateOnly({ state }: TargetChange) {
  if (state === undefined) throw new Error("A negative target changes only its state");
  return { state };
}

/** The four target kinds of the page: where their change goes, what it toasts, which read holds them. */
export const TARGET_KINDS = {
  keyword: {
    put: (profileId: string, keywordId: string, change: TargetChange) =>
      keywords.keyword[":keywordId"].$put({ param: { profileId, keywordId }, json: change }),
    toast: "Keyword was updated",
    held: "keyword",
    list: "keywordTargets",
    read: "targets",
  },
  asin: {
    put: (profileId: string, targetId: string, change: TargetChange) =>
      targets.target[":targetId"].$put({ param: { profileId, targetId }, json: change }),
    toast: "ASIN Target was updated",
    held: "ASIN target",
    list: "asinTargets",
    read: "targets",
  },
  negativeKeyword: {
    put: (profileId: string, id: string, change: TargetChange) =>
      keywords["negative-keyword"][":id"].$put({ param: { profileId, id }, json: stateOnly(change) }),
    toast: "Negative Keyword was updated",
    held: null,
    list: "negativeKeywordTargets",
    read: "negative-targets",
  },
  negativeAsin: {
    put: (profileId: string, id: string, change: TargetChange) =>
      targets["negative-target"][":id"].$put({ param: { profileId, id }, json: stateOnly(change) }),
    toast: "Negative ASIN Target was updated",
    held: null,
    list: "negativeAsinTargets",
    read: "negative-targets",
  },
} as const satisfies Record<
  string,
  {
    put: (profileId: string, id: string, change: TargetChange) => Promise<unknown>;
    toast: string;
    /** What the toast says the automation now leaves alone; null: no hold (a negative's state). */
    held: string | null;
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
  const { put, toast, held, list, read } = TARGET_KINDS[kind];
  return useMutation({
    mutationFn: (change: TargetChange) =>
      call(put(String(campaign.profileId), encodeURIComponent(id), change)),
    onSuccess: async (_answer, change) => {
      const queryKey = [...campaignReadsKey(campaign), read];
      queryClient.setQueriesData<Parameters<typeof withTargetChange>[0]>({ queryKey }, (data) =>
        withTargetChange(data, list, id, change),
      );
      notify.success(toast, held && holdsAutomation(change) ? holdNotice(held) : undefined);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
