import { queryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";

export type SkuKey = { profileId: number; skuId: number };

/** The SKU's path parameters, as /…/{profileId}/{skuId} routes take them. */
export const skuParam = ({ profileId, skuId }: SkuKey) => ({
  profileId: String(profileId),
  skuId: String(skuId),
});

/** Every cached read of one advertised SKU (its detail, competitors…) starts with this. */
export const advertisedSkuKey = ({ profileId, skuId }: SkuKey) =>
  [...queryKeys.advertisedSku(profileId), skuId] as const;

export const advertisedSkuDetailKey = (key: SkuKey) => [...advertisedSkuKey(key), "detail"] as const;

/** GET /api/advertised-sku/{profileId}/{skuId} (spec 001 §7). */
export const advertisedSkuQuery = (key: SkuKey) =>
  queryOptions({
    queryKey: advertisedSkuDetailKey(key),
    queryFn: () => call(apiClient["advertised-sku"][":profileId"][":skuId"].$get({ param: skuParam(key) })),
  });
