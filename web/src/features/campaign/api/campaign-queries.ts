import type {
  CampaignDetail,
  CampaignNegativeTargets,
  CampaignTargets,
  SearchTermRow,
} from "@contracts/campaigns/campaign-detail";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../api/api-client";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";

export type CampaignKey = { profileId: number; campaignId: string };

const base = ({ profileId, campaignId }: CampaignKey) =>
  `/campaigns/${profileId}/${encodeURIComponent(campaignId)}`;

/** Prefix of every read of a campaign's page. */
export const campaignReadsKey = ({ profileId, campaignId }: CampaignKey) =>
  ["campaign", profileId, campaignId] as const;

/** Prefix of every cached detail of a campaign (any range): what a campaign update patches in place. */
export const campaignDetailKey = (profileId: number, campaignId: string) =>
  [...campaignReadsKey({ profileId, campaignId }), "detail"] as const;

/** The campaign page's four reads (spec 000 §7), keyed under ["campaign", profileId, campaignId]. */
export const campaignQueries = {
  detail: (key: CampaignKey, range: DateRange) =>
    queryOptions({
      queryKey: [...campaignDetailKey(key.profileId, key.campaignId), range],
      // A new range keeps the old figures on screen until its own arrive: no flash, no jump.
      placeholderData: keepPreviousData,
      queryFn: () => api<CampaignDetail>(base(key), { query: range }),
    }),
  targets: (key: CampaignKey, range: DateRange) =>
    queryOptions({
      queryKey: [...campaignReadsKey(key), "targets", range],
      placeholderData: keepPreviousData,
      queryFn: () => api<CampaignTargets>(`${base(key)}/targets`, { query: range }),
    }),
  negativeTargets: (key: CampaignKey) =>
    queryOptions({
      queryKey: [...campaignReadsKey(key), "negative-targets"],
      queryFn: () => api<CampaignNegativeTargets>(`${base(key)}/targets/negative`),
    }),
  searchTerms: (key: CampaignKey, range: DateRange) =>
    queryOptions({
      queryKey: [...campaignReadsKey(key), "search-terms", range],
      placeholderData: keepPreviousData,
      queryFn: () => api<SearchTermRow[]>(`${base(key)}/search-terms`, { query: range }),
    }),
};
