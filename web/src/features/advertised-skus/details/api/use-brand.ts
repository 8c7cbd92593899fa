import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import type { BrandLaunchResult, BrandResult } from "@contracts/advertised-skus/sku-structure";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../api/api-client";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuDetailKey, type SkuKey } from "./advertised-sku-query";

function usePatchSku(key: SkuKey) {
  const queryClient = useQueryClient();
  return (patch: Partial<AdvertisedSku>) =>
    queryClient.setQueryData<AdvertisedSku>(advertisedSkuDetailKey(key), (sku) =>
      sku ? { ...sku, ...patch } : sku,
    );
}

/** PUT /api/brands/{profileId}/{skuId} {brandName} → data.brand. */
export function useUpdateBrand(key: SkuKey) {
  const patch = usePatchSku(key);
  return useMutation({
    mutationFn: (brandName: string) =>
      api<BrandResult>(`/brands/${key.profileId}/${key.skuId}`, { method: "PUT", body: { brandName } }),
    onSuccess: ({ brand }) => {
      patch({ brand });
      notify.success("SKU was updated");
    },
  });
}

/** POST /api/brands/{profileId}/{skuId}/launch → data.brand, data.isBrandAdvertised. */
export function useLaunchBrand(key: SkuKey) {
  const patch = usePatchSku(key);
  return useMutation({
    mutationFn: () =>
      api<BrandLaunchResult>(`/brands/${key.profileId}/${key.skuId}/launch`, { method: "POST" }),
    onSuccess: ({ brand, isBrandAdvertised }) => {
      patch({ brand, isBrandAdvertised });
      notify.success("SKU was updated");
    },
  });
}
