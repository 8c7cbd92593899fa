import { queryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";

/** GET /api/automation/{profileId}/budget-recommendations[?skuId] (issue 29): budget-bound SKUs. */
export const budgetRecommendationsQuery = (profileId: number, skuId?: number) =>
  queryOptions({
    queryKey: [...queryKeys.automation(profileId), "budget-recommendations", skuId ?? "all"] as const,
    queryFn: () =>
      call(
        apiClient.automation[":profileId"]["budget-recommendations"].$get({
          param: { profileId: String(profileId) },
          query: { skuId: skuId?.toString() },
        }),
      ),
  });
