import type { TermActionResult } from "@contracts/search-terms/term-actions";
import type { HarvestTerms, NegateTerms } from "@contracts/search-terms/term-actions.schemas";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../api/api-client";
import { type CampaignKey, campaignParam, campaignReadsKey } from "../../api/campaign-key";
import { queryKeys } from "../../api/query-keys";

const searchTerms = apiClient.campaigns[":profileId"][":campaignId"]["search-terms"];

/** Search terms of one campaign an action is for. */
export type CampaignTerms = { campaign: CampaignKey; terms: string[] };

/** The bids the Add as keyword form starts from, inside the campaign's SKU's Min and Max Bid. */
export const keywordBidsQuery = (key: CampaignKey) =>
  queryOptions({
    queryKey: [...campaignReadsKey(key), "keyword-bids"],
    queryFn: () => call(searchTerms["keyword-bids"].$get({ param: campaignParam(key) })),
  });

type Send<Body> = (campaign: CampaignKey, json: Body) => Promise<{ results: TermActionResult[] }>;

/**
 * One action over the terms of one or more campaigns, a call per campaign, their results together.
 * After it the campaigns' pages and the profile's search-term list read again: the marks move.
 */
function useTermAction<Body>(send: Send<Body & { searchTerms: string[] }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ groups, body }: { groups: CampaignTerms[]; body: Body }) => {
      const results: TermActionResult[] = [];
      for (const { campaign, terms } of groups) {
        results.push(...(await send(campaign, { ...body, searchTerms: terms })).results);
      }
      return { results };
    },
    onSuccess: (_, { groups }) =>
      Promise.all(
        groups.flatMap(({ campaign }) => [
          queryClient.invalidateQueries({ queryKey: campaignReadsKey(campaign) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.searchTerms(campaign.profileId) }),
        ]),
      ),
  });
}

/** POST …/search-terms/negatives per campaign: the terms negated, per term and campaign. */
export const useNegateTerms = () =>
  useTermAction<Omit<NegateTerms, "searchTerms">>((campaign, json) =>
    call(searchTerms.negatives.$post({ param: campaignParam(campaign), json })),
  );

/** POST …/search-terms/keywords: the terms added as keywords of the campaign's SKU. */
export const useHarvestTerms = () =>
  useTermAction<Omit<HarvestTerms, "searchTerms">>((campaign, json) =>
    call(searchTerms.keywords.$post({ param: campaignParam(campaign), json })),
  );
