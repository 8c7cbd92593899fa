import type { BulkEdit } from "@contracts/campaigns/bulk-edit.schemas";
import { useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";

const campaigns = apiClient.campaigns[":profileId"];

/** After an apply or an undo: the lists, the campaign pages and the change log ask again. */
export function useRefetchAfterEdit(profileId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.campaignLists(profileId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.campaign(profileId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.automation(profileId) }),
    ]);
}

/** POST /api/campaigns/{profileId}/bulk/preview: before → after of each row; changes nothing. */
export const previewBulkEdit = (profileId: number, edit: BulkEdit) =>
  call(campaigns.bulk.preview.$post({ param: { profileId: String(profileId) }, json: edit }));

/** POST /api/campaigns/{profileId}/bulk: applies the rows, one batch id; each row's result. */
export const applyBulkEdit = (profileId: number, edit: BulkEdit) =>
  call(campaigns.bulk.$post({ param: { profileId: String(profileId) }, json: edit }));
