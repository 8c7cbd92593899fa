import { queryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { advertisedSkuKey, type SkuKey, skuParam } from "./advertised-sku-query";

/** Under the SKU's key: a new Max budget, Advertise and Stop ask it again with the SKU's other reads. */
export const budgetSplitKey = (key: SkuKey) => [...advertisedSkuKey(key), "budget-split"] as const;

/** GET /api/advertised-sku/{profileId}/{skuId}/budget-split: which campaigns share the SKU's Max budget. */
export const budgetSplitQuery = (key: SkuKey) =>
  queryOptions({
    queryKey: budgetSplitKey(key),
    queryFn: () =>
      call(
        apiClient["advertised-sku"][":profileId"][":skuId"]["budget-split"].$get({ param: skuParam(key) }),
      ),
  });
