import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { type CampaignKey, campaignParam, campaignReadsKey } from "../../../api/campaign-key";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";

const campaign = apiClient.campaigns[":profileId"][":campaignId"];

/** Prefix of every cached detail of a campaign (any range): what a campaign update patches in place. */
export const campaignDetailKey = (profileId: number, campaignId: string) =>
  [...campaignReadsKey({ profileId, campaignId }), "detail"] as const;

/** The campaign page's reads (spec 000 §7), keyed under ["campaign", profileId, campaignId]. */
export const campaignQueries = {
  detail: (key: CampaignKey, range: DateRange) =>
    queryOptions({
      queryKey: [...campaignDetailKey(key.profileId, key.campaignId), range],
      // A new range keeps the old figures on screen until its own arrive: no flash, no jump.
      placeholderData: keepPreviousData,
      queryFn: () => call(campaign.$get({ param: campaignParam(key), query: range })),
    }),
  targets: (key: CampaignKey, range: DateRange) =>
    queryOptions({
      queryKey: [...campaignReadsKey(key), "targets", range],
      placeholderData: keepPreviousData,
      queryFn: () => call(campaign.targets.$get({ param: campaignParam(key), query: range })),
    }),
  negativeTargets: (key: CampaignKey) =>
    queryOptions({
      queryKey: [...campaignReadsKey(key), "negative-targets"],
      queryFn: () => call(campaign.targets.negative.$get({ param: campaignParam(key) })),
    }),
  searchTerms: (key: CampaignKey, range: DateRange) =>
    queryOptions({
      queryKey: [...campaignReadsKey(key), "search-terms", range],
      placeholderData: keepPreviousData,
      queryFn: () => call(campaign["search-terms"].$get({ param: campaignParam(key), query: range })),
    }),
};
