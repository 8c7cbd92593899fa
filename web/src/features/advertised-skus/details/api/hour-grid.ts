import { queryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { advertisedSkuKey, type SkuKey, skuParam } from "./advertised-sku-query";

export type HourGridLookBack = "14" | "30" | "60";

/** GET /api/advertised-sku/{profileId}/{skuId}/hour-grid: the SKU's figures by weekday and hour. */
export const hourGridQuery = (key: SkuKey, days: HourGridLookBack) =>
  queryOptions({
    queryKey: [...advertisedSkuKey(key), "hour-grid", days] as const,
    queryFn: () =>
      call(
        apiClient["advertised-sku"][":profileId"][":skuId"]["hour-grid"].$get({
          param: skuParam(key),
          query: { days },
        }),
      ),
  });
