import { PRODUCT_PAGE_SIZE } from "@contracts/advertised-skus/product-search.schemas";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";

/** Every cached product search of one profile, whatever the SKU typed. */
export const productSearchKey = (profileId: number) => ["amazon-search", profileId] as const;

/** GET /api/amazon/search/{profileId}?sku&limit=10&cursor (spec 001 §7): Load More follows `next`. */
export const productSearchQuery = (profileId: number, sku: string) =>
  infiniteQueryOptions({
    queryKey: [...productSearchKey(profileId), { sku }],
    queryFn: ({ pageParam }) =>
      call(
        apiClient.amazon.search[":profileId"].$get({
          param: { profileId: String(profileId) },
          query: { sku: sku.trim() || undefined, limit: String(PRODUCT_PAGE_SIZE), cursor: pageParam },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
