import type { AsinTargetSortColumn } from "@contracts/sku-targets/targeting-sort";
import { CURSOR_PAGE_SIZE } from "@contracts/sku-targets/targets.schemas";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { apiClient, call } from "../../../../api/api-client";
import { sortQuery } from "../../../../components/data-table/sort-query";
import type { TableSort } from "../../../../components/data-table/table-sort";
import { notify } from "../../../../components/ui/toaster";
import { holdNotice, holdsAutomation } from "../../../../lib/automation-hold";
import { advertisedSkuDetailKey, advertisedSkuKey, type SkuKey, skuParam } from "../api/advertised-sku-query";

const targets = apiClient.targets[":profileId"][":skuId"];
const target = apiClient.targets[":profileId"].target[":targetId"];

/** What PUT …/target/{targetId} takes: state, bid or a placement switch. */
type AsinTargetChange = InferRequestType<typeof target.$put>["json"];

export const asinTargetsKey = (key: SkuKey) => [...advertisedSkuKey(key), "asin-targets"] as const;

/** GET /targets/{profileId}/{skuId}?q&limit=10&cursor → data.targets, data.next. */
export const asinTargetsQuery = (key: SkuKey, q: string, sort: TableSort | null = null) =>
  infiniteQueryOptions({
    queryKey: [...asinTargetsKey(key), "list", q, sort],
    queryFn: ({ pageParam }) =>
      call(
        targets.$get({
          param: skuParam(key),
          query: {
            q,
            limit: String(CURSOR_PAGE_SIZE),
            cursor: pageParam,
            ...sortQuery<AsinTargetSortColumn>(sort),
          },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** GET /targets/{profileId}/{skuId}/recommended?limit=10&cursor → data.recommendations, data.nextCursor. */
export const recommendedAsinsQuery = (key: SkuKey) =>
  infiniteQueryOptions({
    queryKey: [...asinTargetsKey(key), "recommended"],
    queryFn: ({ pageParam }) =>
      call(
        targets.recommended.$get({
          param: skuParam(key),
          query: { limit: String(CURSOR_PAGE_SIZE), cursor: pageParam },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** GET /targets/{profileId}/{skuId}/asin?asin → the product behind an ASIN. */
export const asinLookupQuery = (key: SkuKey, asin: string) =>
  queryOptions({
    queryKey: [...asinTargetsKey(key), "lookup", asin],
    queryFn: () => call(targets.asin.$get({ param: skuParam(key), query: { asin } })),
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
        await call(targets.$post({ param: skuParam(key), json: { productAsin } }));
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
      call(target.$put({ param: { profileId: String(key.profileId), targetId }, json: change })),
    onSuccess: async (_answer, change) => {
      notify.success(
        "ASIN Target was updated",
        holdsAutomation(change) ? holdNotice("ASIN target") : undefined,
      );
      await refresh();
    },
  });
}
