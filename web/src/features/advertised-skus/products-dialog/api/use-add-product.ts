import type { NewAdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { notify } from "../../../../components/ui/toaster";
import { markProductAdded } from "./mark-product-added";
import { productSearchKey } from "./product-search-query";

/**
 * POST /api/advertised-sku/{profileId} with one product. On success (spec 001 §4, §8) the product is
 * marked Added in the cached searches, 'Advertised SKU was saved', and the SKU list asks again.
 * Failures toast the server's message (the query client does that for every mutation).
 */
export function useAddProduct(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: NewAdvertisedSku) =>
      call(
        apiClient["advertised-sku"][":profileId"].$post({
          param: { profileId: String(profileId) },
          json: [product],
        }),
      ),
    onSuccess: (_added, { sku }) => {
      queryClient.setQueriesData(
        { queryKey: productSearchKey(profileId) },
        (data: Parameters<typeof markProductAdded>[0]) => markProductAdded(data, sku),
      );
      notify.success("Advertised SKU was saved");
      void queryClient.invalidateQueries({ queryKey: queryKeys.advertisedSkuLists(profileId) });
    },
  });
}
