import type { AdvertisedSkuPage } from "@contracts/advertised-skus/advertised-sku";
import type { SkuUpdate } from "@contracts/advertised-skus/sku-update.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { notify } from "../../../../components/ui/toaster";
import { advertisedSkuKey } from "../../details/api/advertised-sku-query";
import { withUpdatedSku } from "./with-updated-sku";

/**
 * PUT /api/advertised-sku/{profileId}/{skuId} from a list modal: the row takes the answer at once,
 * 'SKU was updated', then the lists and that SKU's detail ask again. Failures toast the server's
 * message (the query client does that for every mutation).
 */
export function useUpdateListedSku(profileId: number, skuId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SkuUpdate) =>
      call(
        apiClient["advertised-sku"][":profileId"][":skuId"].$put({
          param: { profileId: String(profileId), skuId: String(skuId) },
          json: change,
        }),
      ),
    onSuccess: (updated) => {
      const lists = queryKeys.advertisedSkuLists(profileId);
      queryClient.setQueriesData<AdvertisedSkuPage>({ queryKey: [...lists, "page"] }, (page) =>
        withUpdatedSku(page, updated),
      );
      notify.success("SKU was updated");
      void queryClient.invalidateQueries({ queryKey: lists });
      void queryClient.invalidateQueries({ queryKey: advertisedSkuKey({ profileId, skuId }) });
    },
  });
}
