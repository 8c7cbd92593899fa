import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { queryKeys } from "../../api/query-keys";
import type { SessionEndedState } from "../auth/session-ended";
import { isChangedByAutomationOf, isJobData } from "./job-data-keys";
import { type RealtimeChannel, RealtimeContext, type RealtimeListener } from "./realtime-context";
import { openRealtimeSocket } from "./realtime-socket";

/**
 * The signed-in app's one WebSocket to the seller's channel (GET /api/realtime), shared by every
 * screen through useRealtimeEvent. After a reconnect the data the jobs write is read again (what the
 * tab missed while it was away); an automation run's end refreshes that profile's lists and log; a
 * socket closed because its session ended sends the tab to sign-in.
 */
export function RealtimeProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read through a ref: navigate changes with each location, and the socket must not reopen with it.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [connected, setConnected] = useState(false);
  const [{ listeners, subscribe }] = useState(() => {
    const listeners = new Set<RealtimeListener>();
    const subscribe = (listener: RealtimeListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    };
    return { listeners, subscribe };
  });

  useEffect(() => {
    if (!enabled) return;
    const stop = openRealtimeSocket({
      onOpen: (reconnected) => {
        setConnected(true);
        // The first open too: a sync may have moved between the screen's first read and this open.
        void queryClient.invalidateQueries({
          ...(reconnected ? { predicate: isJobData } : { queryKey: queryKeys.syncStatus }),
        });
      },
      onDown: () => setConnected(false),
      // Who is signed in is read again: a 1009 takes the tab to sign-in (its reconnects are refused),
      // which says why. This tab's address stays, so signing in again comes back to it.
      onSessionEnded: () => {
        const { pathname, search, hash } = window.location;
        navigateRef.current(
          { pathname, search, hash },
          {
            replace: true,
            state: { sessionEnded: true } satisfies SessionEndedState,
          },
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      },
      onEvent: (event) => {
        if (event.type === "AUTOMATION_RUN_FINISHED")
          void queryClient.invalidateQueries({ predicate: isChangedByAutomationOf(event.data.profileId) });
        for (const listener of listeners) listener(event);
      },
    });
    return () => {
      stop();
      setConnected(false);
    };
  }, [enabled, listeners, queryClient]);

  const channel = useMemo<RealtimeChannel>(() => ({ connected, subscribe }), [connected, subscribe]);
  return <RealtimeContext.Provider value={channel}>{children}</RealtimeContext.Provider>;
}
