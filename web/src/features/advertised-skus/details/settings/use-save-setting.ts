import type { AdvertisedSkuSettings } from "@contracts/advertised-skus/advertised-sku";
import { useUpdateSku } from "../api/use-update-sku";

/** Saves one optional setting through PUT /api/advertised-sku/{profileId}/{skuId} ('SKU was updated'). */
export function useSaveSetting(profileId: number, skuId: number) {
  const update = useUpdateSku({ profileId, skuId });
  return {
    pending: update.isPending,
    save: (setting: Partial<AdvertisedSkuSettings>) => update.mutate(setting),
  };
}
