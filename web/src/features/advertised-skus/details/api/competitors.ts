import type { Competitor } from "@contracts/advertised-skus/sku-structure";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuDetailKey, advertisedSkuKey, type SkuKey, skuParam } from "./advertised-sku-query";
import { budgetSplitKey } from "./budget-split";

export type { Competitor };

const competitors = apiClient.competitors[":profileId"][":skuId"];
const competitorParam = (key: SkuKey, id: number) => ({ ...skuParam(key), competitorId: String(id) });
export const competitorsKey = (key: SkuKey) => [...advertisedSkuKey(key), "competitors"] as const;

/** GET /api/competitors/{profileId}/{skuId} → data.competitors. */
export const competitorsQuery = (key: SkuKey) =>
  queryOptions({
    queryKey: competitorsKey(key),
    queryFn: async () => (await call(competitors.$get({ param: skuParam(key) }))).competitors,
  });

/**
 * A competitor change: the spec's notice and `onSaved` as soon as the server accepts it, then the list
 * and the panel's count ask again (a form cleared only after those reads would show the new row next
 * to its own name still in the field).
 */
function useCompetitorMutation<T>(
  key: SkuKey,
  call: (variables: T) => Promise<unknown>,
  message: string,
  onSaved?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      notify.success(message);
      onSaved?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: competitorsKey(key) }),
        queryClient.invalidateQueries({ queryKey: advertisedSkuDetailKey(key) }),
        // A launched competitor joins the Max budget's split.
        queryClient.invalidateQueries({ queryKey: budgetSplitKey(key) }),
      ]);
    },
  });
}

export const useAddCompetitor = (key: SkuKey, onSaved: () => void) =>
  useCompetitorMutation(
    key,
    (competitorName: string) => call(competitors.$post({ param: skuParam(key), json: { competitorName } })),
    "Competitor was added",
    onSaved,
  );

export const useRenameCompetitor = (key: SkuKey) =>
  useCompetitorMutation(
    key,
    ({ id, competitorName }: { id: number; competitorName: string }) =>
      call(competitors[":competitorId"].$put({ param: competitorParam(key, id), json: { competitorName } })),
    "Competitor name was updated",
  );

export const useDeleteCompetitor = (key: SkuKey) =>
  useCompetitorMutation(
    key,
    (id: number) => call(competitors[":competitorId"].$delete({ param: competitorParam(key, id) })),
    "Competitor was deleted",
  );

export const useLaunchCompetitor = (key: SkuKey) =>
  useCompetitorMutation(
    key,
    (id: number) => call(competitors[":competitorId"].launch.$post({ param: competitorParam(key, id) })),
    "Competitor was updated",
  );
