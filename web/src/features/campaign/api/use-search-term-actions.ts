import type { TermActionResult } from "@contracts/search-terms/term-actions";
import type { HarvestTerms, NegateTerms } from "@contracts/search-terms/term-actions.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { type CampaignKey, campaignParam, campaignReadsKey } from "./campaign-queries";

const searchTerms = apiClient.campaigns[":profileId"][":campaignId"]["search-terms"];

/** After either action the page reads its search terms, negatives and keywords again: the marks move. */
function useTermAction<Body>(
  key: CampaignKey,
  send: (body: Body) => Promise<{ results: TermActionResult[] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignReadsKey(key) }),
  });
}

/** POST …/search-terms/negatives: the terms negated, per term and campaign. */
export const useNegateTerms = (key: CampaignKey) =>
  useTermAction(key, (json: NegateTerms) =>
    call(searchTerms.negatives.$post({ param: campaignParam(key), json })),
  );

/** POST …/search-terms/keywords: the terms added as keywords of the campaign's SKU. */
export const useHarvestTerms = (key: CampaignKey) =>
  useTermAction(key, (json: HarvestTerms) =>
    call(searchTerms.keywords.$post({ param: campaignParam(key), json })),
  );
