import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdvertisedSku,
  AdvertisedSkuUpdateResult,
} from "../../../../../../worker/contracts/advertised-sku";
import type { SkuUpdate } from "../../../../../../worker/routes/advertised-skus/sku-update.schemas";
import { api } from "../../../../api/api-client";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuDetailKey, type SkuKey } from "./advertised-sku-query";

/** PUT /api/advertised-sku/{profileId}/{skuId}: the answer patches the page in place, then 'SKU was updated'. */
export function useUpdateSku(key: SkuKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SkuUpdate) =>
      api<AdvertisedSkuUpdateResult>(`/advertised-sku/${key.profileId}/${key.skuId}`, {
        method: "PUT",
        body: change,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdvertisedSku>(advertisedSkuDetailKey(key), (sku) =>
        sku ? { ...sku, ...updated } : sku,
      );
      notify.success("SKU was updated");
      void queryClient.invalidateQueries({ queryKey: ["advertised-skus", key.profileId] });
    },
  });
}
