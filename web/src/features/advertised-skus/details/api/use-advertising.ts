import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { replaceQueryData } from "../../../../api/replace-query-data";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuDetailKey, advertisedSkuKey, type SkuKey, skuParam } from "./advertised-sku-query";

/** After Advertise or Stop: the SKU shows its new state, its panels, lists and the campaign lists ask again. */
function useAdvertisingChange(key: SkuKey, isAdvertised: boolean, message: string) {
  const queryClient = useQueryClient();
  return async () => {
    await replaceQueryData<AdvertisedSku>(queryClient, advertisedSkuDetailKey(key), (sku) =>
      sku ? { ...sku, isAdvertised } : sku,
    );
    notify.success(message);
    void queryClient.invalidateQueries({ queryKey: advertisedSkuKey(key) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.advertisedSkuLists(key.profileId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.campaignLists(key.profileId) });
  };
}

/** POST /api/campaigns/{profileId}/auto/{skuId}: Advertise builds and starts the SKU's campaigns. */
export function useAdvertise(key: SkuKey) {
  const onSuccess = useAdvertisingChange(key, true, "The advertising has been started");
  return useMutation({
    mutationFn: () => call(apiClient.campaigns[":profileId"].auto[":skuId"].$post({ param: skuParam(key) })),
    onSuccess,
  });
}

/** PUT /api/advertised-sku/{profileId}/{skuId}/stop: pauses the SKU's campaigns. */
export function useStopAdvertising(key: SkuKey) {
  const onSuccess = useAdvertisingChange(key, false, "The advertising has been stopped");
  return useMutation({
    mutationFn: () =>
      call(apiClient["advertised-sku"][":profileId"][":skuId"].stop.$put({ param: skuParam(key) })),
    onSuccess,
  });
}
