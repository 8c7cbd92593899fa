import { CURSOR_PAGE_SIZE } from "@contracts/sku-targets/targets.schemas";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../api/api-client";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuDetailKey, advertisedSkuKey, type SkuKey } from "../api/advertised-sku-query";
import type { KeywordChange, KeywordTargetPage, RecommendedKeyword } from "../targets/target-types";

const base = ({ profileId, skuId }: SkuKey) => `/keywords/${profileId}/${skuId}`;
export const keywordsKey = (key: SkuKey) => [...advertisedSkuKey(key), "keywords"] as const;

/** GET /keywords/{profileId}/{skuId}?q&limit=10&cursor → data.keywords, data.next. */
export const keywordsQuery = (key: SkuKey, q: string) =>
  infiniteQueryOptions({
    queryKey: [...keywordsKey(key), "list", q],
    queryFn: ({ pageParam }) =>
      api<KeywordTargetPage>(base(key), {
        query: { q, limit: CURSOR_PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });

/**
 * The recommended keywords: GET /keywords/{profileId}/{skuId}/recommended, or with a search key
 * POST …/recommended {key}; both answer a list.
 */
export const recommendedKeywordsQuery = (key: SkuKey, searchKey: string) =>
  queryOptions({
    queryKey: [...keywordsKey(key), "recommended", searchKey],
    queryFn: () =>
      searchKey
        ? api<RecommendedKeyword[]>(`${base(key)}/recommended`, { method: "POST", body: { key: searchKey } })
        : api<RecommendedKeyword[]>(`${base(key)}/recommended`),
  });

function useRefreshKeywords(key: SkuKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keywordsKey(key) }),
      queryClient.invalidateQueries({ queryKey: advertisedSkuDetailKey(key) }),
    ]);
}

/** A keyword change: the spec's notice and `onSaved` at once, then the SKU's keyword reads and count ask again. */
function useKeywordMutation<T>(
  key: SkuKey,
  call: (variables: T) => Promise<unknown>,
  message: string,
  onSaved?: () => void,
) {
  const refresh = useRefreshKeywords(key);
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      notify.success(message);
      onSaved?.();
      await refresh();
    },
  });
}

/** POST /keywords/{profileId}/{skuId} {keywordText} → 'Keyword was saved'. */
export const useAddKeyword = (key: SkuKey, onSaved?: () => void) =>
  useKeywordMutation(
    key,
    (keywordText: string) =>
      api<{ keywordText: string }>(base(key), { method: "POST", body: { keywordText } }),
    "Keyword was saved",
    onSaved,
  );

/** PUT /keywords/{profileId}/keyword/{keywordId} → 'Keyword was updated'. */
export const useUpdateKeyword = (key: SkuKey, keywordId: string) =>
  useKeywordMutation(
    key,
    (change: KeywordChange) =>
      api<unknown>(`/keywords/${key.profileId}/keyword/${keywordId}`, { method: "PUT", body: change }),
    "Keyword was updated",
  );

/**
 * POST …/{keywordId}/boost {boostMaxBid} → 'Keyword was boosted'. Silent on failure: the form shows the
 * server's message under the field (the current bid may be the ad group's, known only to the server).
 */
export function useBoostKeyword(key: SkuKey, keywordId: string) {
  const refresh = useRefreshKeywords(key);
  return useMutation({
    mutationFn: (boostMaxBid: number) =>
      api<unknown>(`${base(key)}/${keywordId}/boost`, { method: "POST", body: { boostMaxBid } }),
    meta: { silent: true },
    onSuccess: async () => {
      notify.success("Keyword was boosted");
      await refresh();
    },
  });
}

/** DELETE …/{keywordId}/boost → 'The boost was stopped'. */
export const useStopBoost = (key: SkuKey, keywordId: string) =>
  useKeywordMutation(
    key,
    () => api<unknown>(`${base(key)}/${keywordId}/boost`, { method: "DELETE" }),
    "The boost was stopped",
  );
