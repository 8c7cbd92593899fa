import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { replaceQueryData } from "../../../../api/replace-query-data";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuDetailKey, type SkuKey, skuParam } from "./advertised-sku-query";
import { budgetSplitKey } from "./budget-split";

const brand = apiClient.brands[":profileId"][":skuId"];

function usePatchSku(key: SkuKey) {
  const queryClient = useQueryClient();
  return (patch: Partial<AdvertisedSku>) =>
    replaceQueryData<AdvertisedSku>(queryClient, advertisedSkuDetailKey(key), (sku) =>
      sku ? { ...sku, ...patch } : sku,
    );
}

/** PUT /api/brands/{profileId}/{skuId} {brandName} → data.brand. */
export function useUpdateBrand(key: SkuKey) {
  const patch = usePatchSku(key);
  return useMutation({
    mutationFn: (brandName: string) => call(brand.$put({ param: skuParam(key), json: { brandName } })),
    onSuccess: async ({ brand }) => {
      await patch({ brand });
      notify.success("SKU was updated");
    },
  });
}

/** POST /api/brands/{profileId}/{skuId}/launch → data.brand, data.isBrandAdvertised. */
export function useLaunchBrand(key: SkuKey) {
  const patch = usePatchSku(key);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(brand.launch.$post({ param: skuParam(key) })),
    onSuccess: async ({ brand, isBrandAdvertised }) => {
      await patch({ brand, isBrandAdvertised });
      // The brand campaign joined the Max budget's split.
      void queryClient.invalidateQueries({ queryKey: budgetSplitKey(key) });
      notify.success("SKU was updated");
    },
  });
}
