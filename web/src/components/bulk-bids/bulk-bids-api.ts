import type { BulkBidEdit } from "@contracts/sku-targets/bulk-bids.schemas";
import { useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../api/api-client";
import { queryKeys } from "../../api/query-keys";

const campaigns = apiClient.campaigns[":profileId"];

/** POST /api/campaigns/{profileId}/bulk-bids/preview: each bid before → after; changes nothing. */
export const previewBulkBids = (profileId: number, edit: BulkBidEdit) =>
  call(campaigns["bulk-bids"].preview.$post({ param: { profileId: String(profileId) }, json: edit }));

/** POST /api/campaigns/{profileId}/bulk-bids: applies the rows, one batch id; each row's result. */
export const applyBulkBids = (profileId: number, edit: BulkBidEdit) =>
  call(campaigns["bulk-bids"].$post({ param: { profileId: String(profileId) }, json: edit }));

/** After an apply or an undo: the campaign pages, the SKUs' keyword and target tables and the change log ask again. */
export function useRefetchAfterBids(profileId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.campaign(profileId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.advertisedSku(profileId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.automation(profileId) }),
    ]);
}
