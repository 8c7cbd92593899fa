import { CURSOR_PAGE_SIZE } from "@contracts/sku-targets/targets.schemas";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../api/api-client";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuDetailKey, advertisedSkuKey, type SkuKey } from "../api/advertised-sku-query";
import type { AsinLookupResult, AsinTargetChange, AsinTargetPage, RecommendedAsinPage } from "./target-types";

const base = ({ profileId, skuId }: SkuKey) => `/targets/${profileId}/${skuId}`;
export const asinTargetsKey = (key: SkuKey) => [...advertisedSkuKey(key), "asin-targets"] as const;

/** GET /targets/{profileId}/{skuId}?q&limit=10&cursor → data.targets, data.next. */
export const asinTargetsQuery = (key: SkuKey, q: string) =>
  infiniteQueryOptions({
    queryKey: [...asinTargetsKey(key), "list", q],
    queryFn: ({ pageParam }) =>
      api<AsinTargetPage>(base(key), {
        query: { q, limit: CURSOR_PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** GET /targets/{profileId}/{skuId}/recommended?limit=10&cursor → data.recommendations, data.nextCursor. */
export const recommendedAsinsQuery = (key: SkuKey) =>
  infiniteQueryOptions({
    queryKey: [...asinTargetsKey(key), "recommended"],
    queryFn: ({ pageParam }) =>
      api<RecommendedAsinPage>(`${base(key)}/recommended`, {
        query: { limit: CURSOR_PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** GET /targets/{profileId}/{skuId}/asin?asin → the product behind an ASIN. */
export const asinLookupQuery = (key: SkuKey, asin: string) =>
  queryOptions({
    queryKey: [...asinTargetsKey(key), "lookup", asin],
    queryFn: () => api<AsinLookupResult>(`${base(key)}/asin`, { query: { asin } }),
    enabled: asin !== "",
  });

/** After a change, every ASIN-target read of the SKU and its count ask again. */
function useRefreshTargets(key: SkuKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: asinTargetsKey(key) }),
      queryClient.invalidateQueries({ queryKey: advertisedSkuDetailKey(key) }),
    ]);
}

/** POST /targets/{profileId}/{skuId} {productAsin}; one call per ASIN, then 'ASIN was created'. */
export function useCreateAsinTargets(key: SkuKey) {
  const refresh = useRefreshTargets(key);
  return useMutation({
    mutationFn: async (asins: string[]) => {
      for (const productAsin of asins)
        await api<unknown>(base(key), { method: "POST", body: { productAsin } });
    },
    onSuccess: async () => {
      notify.success("ASIN was created");
      await refresh();
    },
  });
}

/** PUT /targets/{profileId}/target/{targetId}, then 'ASIN Target was updated'. */
export function useUpdateAsinTarget(key: SkuKey, targetId: string) {
  const refresh = useRefreshTargets(key);
  return useMutation({
    mutationFn: (change: AsinTargetChange) =>
      api<AsinTargetChange>(`/targets/${key.profileId}/target/${targetId}`, { method: "PUT", body: change }),
    onSuccess: async () => {
      notify.success("ASIN Target was updated");
      await refresh();
    },
  });
}
