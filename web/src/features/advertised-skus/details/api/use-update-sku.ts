import type { AdvertisedSku, AdvertisedSkuUpdateResult } from "@contracts/advertised-skus/advertised-sku";
import type { SkuUpdate } from "@contracts/advertised-skus/sku-update.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { replaceQueryData } from "../../../../api/replace-query-data";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuDetailKey, advertisedSkuKey, type SkuKey, skuParam } from "./advertised-sku-query";

/** An advertised SKU's new budget or bid range reached its campaigns on Amazon: what shows them asks again. */
const changesAmazon = (change: SkuUpdate, updated: AdvertisedSkuUpdateResult) =>
  updated.isAdvertised && (change.maxDailyBudget !== undefined || change.bidOptimization !== undefined);

/** PUT /api/advertised-sku/{profileId}/{skuId}: the answer patches the page in place, then 'SKU was updated'. */
export function useUpdateSku(key: SkuKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SkuUpdate) =>
      call(apiClient["advertised-sku"][":profileId"][":skuId"].$put({ param: skuParam(key), json: change })),
    onSuccess: async (updated, change) => {
      await replaceQueryData<AdvertisedSku>(queryClient, advertisedSkuDetailKey(key), (sku) =>
        sku ? { ...sku, ...updated } : sku,
      );
      notify.success("SKU was updated");
      void queryClient.invalidateQueries({ queryKey: queryKeys.advertisedSkuLists(key.profileId) });
      if (changesAmazon(change, updated)) {
        void queryClient.invalidateQueries({
          queryKey: advertisedSkuKey(key),
          predicate: (query) => query.queryKey[3] !== "detail",
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.campaignLists(key.profileId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.campaign(key.profileId) });
      }
    },
  });
}
