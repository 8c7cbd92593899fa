import { queryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { advertisedSkuKey, type SkuKey, skuParam } from "./advertised-sku-query";

/** GET /api/campaigns/{profileId}/auto/{skuId}/preview: what Advertise will do (issue 29). Always read afresh. */
export const advertisePreviewQuery = (key: SkuKey) =>
  queryOptions({
    queryKey: [...advertisedSkuKey(key), "advertise-preview"] as const,
    queryFn: () =>
      call(apiClient.campaigns[":profileId"].auto[":skuId"].preview.$get({ param: skuParam(key) })),
    staleTime: 0,
    gcTime: 0,
  });
