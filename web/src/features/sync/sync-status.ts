import type { ProfileSyncStatus } from "@contracts/sync-status";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../api/api-client";
import { queryKeys } from "../../api/query-keys";
import { useRealtimeConnected, useRealtimeEvent } from "../../lib/realtime/realtime-context";

const isBusy = (rows: ProfileSyncStatus[] | undefined) =>
  (rows ?? []).some((row) => row.state === "QUEUED" || row.state === "RUNNING");

/**
 * Polling is only the fallback while the real-time socket is down (reconnecting, or refused by a
 * proxy): then a slow poll keeps a running import's progress moving. With the socket up, the
 * channel's SYNC_PROGRESS events move it and nothing polls.
 */
const FALLBACK_POLL_MS = 10_000;

/** GET /api/sync/status: read once, then kept current by the channel's events. */
export const syncStatusQuery = (socketUp: boolean) =>
  queryOptions({
    queryKey: queryKeys.syncStatus,
    queryFn: () => call(apiClient.sync.status.$get()),
    refetchInterval: (query) => (!socketUp && isBusy(query.state.data) ? FALLBACK_POLL_MS : false),
  });

/** The cached rows with one profile's row replaced by the event's (added when it is new). */
export const withSyncStatus = (rows: ProfileSyncStatus[], status: ProfileSyncStatus) =>
  rows.some((row) => row.profileId === status.profileId)
    ? rows.map((row) => (row.profileId === status.profileId ? status : row))
    : [...rows, status];

export function useSyncStatus() {
  const queryClient = useQueryClient();
  const query = useQuery(syncStatusQuery(useRealtimeConnected()));
  useRealtimeEvent((event) => {
    if (event.type !== "SYNC_PROGRESS") return;
    // A read in flight answers what stood before this event and would overwrite it (or, the first read,
    // finds nothing to move yet): when a sync ends meanwhile, read again, the older read cancelled, so
    // the import card never stays on a RUNNING that is over.
    const reading = queryClient.isFetching({ queryKey: queryKeys.syncStatus }) > 0;
    queryClient.setQueryData<ProfileSyncStatus[]>(
      queryKeys.syncStatus,
      (rows) => rows && withSyncStatus(rows, event.data),
    );
    if (reading && !isBusy([event.data]))
      void queryClient.invalidateQueries({ queryKey: queryKeys.syncStatus });
  });
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
