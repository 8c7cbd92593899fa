import type { ProfileSyncStatus } from "@contracts/sync-status";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../api/api-client";

const isBusy = (rows: ProfileSyncStatus[] | undefined) =>
  (rows ?? []).some((row) => row.state === "QUEUED" || row.state === "RUNNING");

/** GET /api/sync/status, polled every 2 s while a sync is queued or running. */
export const syncStatusQuery = () =>
  queryOptions({
    queryKey: ["sync-status"],
    queryFn: () => call(apiClient.sync.status.$get()),
    refetchInterval: (query) => (isBusy(query.state.data) ? 2000 : false),
  });

export function useSyncStatus() {
  const query = useQuery(syncStatusQuery());
  const rows = query.data ?? [];
  const firstSync = rows.some((row) => row.lastSucceededAt === null);
  const progress =
    rows.length === 0
      ? 0
      : Math.round(
          rows.reduce((sum, row) => sum + (row.state === "SUCCEEDED" ? 100 : row.progress), 0) / rows.length,
        );
  return { rows, busy: isBusy(rows), firstSync, progress };
}
