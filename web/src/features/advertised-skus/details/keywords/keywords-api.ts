import type { KeywordSortColumn } from "@contracts/sku-targets/targeting-sort";
import { CURSOR_PAGE_SIZE } from "@contracts/sku-targets/targets.schemas";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { apiClient, call } from "../../../../api/api-client";
import { sortQuery } from "../../../../components/data-table/sort-query";
import type { TableSort } from "../../../../components/data-table/table-sort";
import { notify } from "../../../../components/ui/toaster";
import { holdNotice, holdsAutomation } from "../../../../lib/automation-hold";
import { advertisedSkuDetailKey, advertisedSkuKey, type SkuKey, skuParam } from "../api/advertised-sku-query";

const keywords = apiClient.keywords[":profileId"][":skuId"];
const keywordParam = (key: SkuKey, keywordId: string) => ({ ...skuParam(key), keywordId });
const keyword = apiClient.keywords[":profileId"].keyword[":keywordId"];

/** What PUT …/keyword/{keywordId} takes: state, bid or organicSearchOptimization. */
type KeywordChange = InferRequestType<typeof keyword.$put>["json"];

export const keywordsKey = (key: SkuKey) => [...advertisedSkuKey(key), "keywords"] as const;

/** GET /keywords/{profileId}/{skuId}?q&limit=10&cursor → data.keywords, data.next. */
export const keywordsQuery = (key: SkuKey, q: string, sort: TableSort | null = null) =>
  infiniteQueryOptions({
    queryKey: [...keywordsKey(key), "list", q, sort],
    queryFn: ({ pageParam }) =>
      call(
        keywords.$get({
          param: skuParam(key),
          query: {
            q,
            limit: String(CURSOR_PAGE_SIZE),
            cursor: pageParam,
            ...sortQuery<KeywordSortColumn>(sort),
          },
        }),
      ),
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
        ? call(keywords.recommended.$post({ param: skuParam(key), json: { key: searchKey } }))
        : call(keywords.recommended.$get({ param: skuParam(key) })),
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
  /** A line under the notice, when the change calls for one (the automation's hold). */
  detail?: (variables: T) => string | undefined,
) {
  const refresh = useRefreshKeywords(key);
  return useMutation({
    mutationFn: call,
    onSuccess: async (_answer, variables) => {
      notify.success(message, detail?.(variables));
      onSaved?.();
      await refresh();
    },
  });
}

/** POST /keywords/{profileId}/{skuId} {keywordText} → 'Keyword was saved'. */
export const useAddKeyword = (key: SkuKey, onSaved?: () => void) =>
  useKeywordMutation(
    key,
    (keywordText: string) => call(keywords.$post({ param: skuParam(key), json: { keywordText } })),
    "Keyword was saved",
    onSaved,
  );

/** PUT /keywords/{profileId}/keyword/{keywordId} → 'Keyword was updated'. */
export const useUpdateKeyword = (key: SkuKey, keywordId: string) =>
  useKeywordMutation(
    key,
    (change: KeywordChange) =>
      call(keyword.$put({ param: { profileId: String(key.profileId), keywordId }, json: change })),
    "Keyword was updated",
    undefined,
    (change) => (holdsAutomation(change) ? holdNotice("keyword") : undefined),
  );

/**
 * POST …/{keywordId}/boost {boostMaxBid} → 'Keyword was boosted'. Silent on failure: the form shows the
 * server's message under the field (the current bid may be the ad group's, known only to the server).
 */
export function useBoostKeyword(key: SkuKey, keywordId: string) {
  const refresh = useRefreshKeywords(key);
  return useMutation({
    mutationFn: (boostMaxBid: number) =>
      call(
        keywords[":keywordId"].boost.$post({ param: keywordParam(key, keywordId), json: { boostMaxBid } }),
      ),
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
    () => call(keywords[":keywordId"].boost.$delete({ param: keywordParam(key, keywordId) })),
    "The boost was stopped",
  );
