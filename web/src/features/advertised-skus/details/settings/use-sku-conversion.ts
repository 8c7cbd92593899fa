import { useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { useMarketplaceToday } from "../../../../lib/clock/marketplace-today";
import type { SkuKey } from "../api/advertised-sku-query";
import { lookBackRange, skuConversion } from "./negative-threshold-hint";

/**
 * The SKU's orders and clicks over the look-back negative optimisation reads (GET /api/statistics
 * for the SKU), for the clicks-without-sale hint; undefined until known.
 */
export function useSkuConversion(
  { profileId, skuId }: SkuKey,
  lookBackPeriod: number | null,
  enabled: boolean,
) {
  const today = useMarketplaceToday();
  const range = today ? lookBackRange(today, lookBackPeriod) : undefined;
  const figures = useQuery({
    queryKey: [...queryKeys.statistics, "sku-conversion", profileId, skuId, range],
    queryFn: () =>
      call(
        apiClient.statistics.$get({
          query: {
            startDate: range?.startDate,
            endDate: range?.endDate,
            profileId: String(profileId),
            advertisedSkuId: String(skuId),
          },
        }),
      ),
    enabled: enabled && range !== undefined,
    staleTime: 5 * 60_000,
  });
  return figures.data ? skuConversion(figures.data.total) : undefined;
}
