import { apiClient, call } from "../../api/api-client";

/** POST /api/automation/{profileId}/batches/{batchId}/undo: the batch back, each row's result. */
export const undoBatch = (profileId: number, batchId: string) =>
  call(
    apiClient.automation[":profileId"].batches[":batchId"].undo.$post({
      param: { profileId: String(profileId), batchId },
    }),
  );
