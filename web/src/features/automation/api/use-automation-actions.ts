import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { notify } from "../../../components/ui/toaster";

const automation = apiClient.automation[":profileId"];

/**
 * POST …/changes/{changeId}/undo. Silent: the confirm dialog shows the API's why-not (1010) itself.
 * On success the automation's reads and the pages showing the entity ask again.
 */
export function useUndoChange(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (changeId: number) =>
      call(
        automation.changes[":changeId"].undo.$post({
          param: { profileId: String(profileId), changeId: String(changeId) },
        }),
      ),
    onSuccess: async () => {
      notify.success("The change was undone on Amazon");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.automation(profileId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaign(profileId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.advertisedSku(profileId) }),
      ]);
    },
  });
}

export type UndoResult = { id: number; ok: boolean; message: string };

/**
 * Undoes several changes one after another through the same route and limits as one Undo; each
 * answers for itself (done, or the API's why-not), and the reads are asked again once at the end.
 */
export function useBulkUndo(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (changeIds: number[]) => {
      const results: UndoResult[] = [];
      for (const changeId of changeIds) {
        try {
          await call(
            automation.changes[":changeId"].undo.$post({
              param: { profileId: String(profileId), changeId: String(changeId) },
            }),
          );
          results.push({ id: changeId, ok: true, message: "Undone on Amazon" });
        } catch (error) {
          results.push({
            id: changeId,
            ok: false,
            message: error instanceof Error ? error.message : "Failed",
          });
        }
      }
      return results;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.automation(profileId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaign(profileId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.advertisedSku(profileId) }),
      ]),
  });
}

/** POST …/run: queues the profile's automation now; the status (and its Run now limit) reads again. */
export function useRunNow(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(automation.run.$post({ param: { profileId: String(profileId) } })),
    onSuccess: async () => {
      notify.success(
        "The automation is queued to run now",
        "Its changes show in the History when it has run.",
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.automation(profileId) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.automation(profileId) }),
  });
}
