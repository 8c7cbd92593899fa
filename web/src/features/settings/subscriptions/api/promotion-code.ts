import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";

const promotionCodeKey = ["subscriptions", "promotion-code"] as const;

const fetchPromotionCode = async () =>
  (await call(apiClient.subscriptions["promotion-code"].$get())).promotionCode;

/** A promotion code as the Worker describes it (document 001 §3). */
export type PromotionCode = NonNullable<Awaited<ReturnType<typeof fetchPromotionCode>>>;

/** GET /subscriptions/promotion-code: the code attached to the seller (document 001 §7), or null. */
export const promotionCodeQuery = () =>
  queryOptions({
    queryKey: promotionCodeKey,
    queryFn: fetchPromotionCode,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });

/**
 * POST /subscriptions/promotion-code/{code}: the Worker validates the code and attaches it when it
 * applies. An unknown code fails with the server's message as a toast (document 000 §8).
 */
export function useApplyPromotionCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      call(apiClient.subscriptions["promotion-code"][":code"].$post({ param: { code } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promotionCodeKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
