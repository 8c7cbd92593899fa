import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys";
import { useRealtimeEvent } from "../../../lib/realtime/realtime-context";

/** A new alert on the seller's channel: the bell and the panel read again, no reload needed. */
export function useNotificationEvents() {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type === "NOTIFICATION_CREATED")
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  });
}
