import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../../api/api-client";

export type SkuKey = { profileId: number; skuId: number };

/** Every cached read of one advertised SKU (its detail, competitors…) starts with this. */
export const advertisedSkuKey = ({ profileId, skuId }: SkuKey) =>
  ["advertised-sku", profileId, skuId] as const;

export const advertisedSkuDetailKey = (key: SkuKey) => [...advertisedSkuKey(key), "detail"] as const;

/** GET /api/advertised-sku/{profileId}/{skuId} (spec 001 §7). */
export const advertisedSkuQuery = (key: SkuKey) =>
  queryOptions({
    queryKey: advertisedSkuDetailKey(key),
    queryFn: () => api<AdvertisedSku>(`/advertised-sku/${key.profileId}/${key.skuId}`),
  });
