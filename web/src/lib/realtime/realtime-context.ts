import type { RealtimeEvent } from "@contracts/realtime/realtime-event";
import { createContext, useContext, useEffect, useRef } from "react";

export type RealtimeListener = (event: RealtimeEvent) => void;

export type RealtimeChannel = {
  /** The socket is open: what the channel sends arrives (else screens fall back to reading the API). */
  connected: boolean;
  subscribe: (listener: RealtimeListener) => () => void;
};

export const RealtimeContext = createContext<RealtimeChannel>({
  connected: false,
  subscribe: () => () => {},
});

/** Whether the seller's channel is open right now. */
export const useRealtimeConnected = () => useContext(RealtimeContext).connected;

/** Calls the listener with every event of the seller's channel while the component is mounted. */
export function useRealtimeEvent(listener: RealtimeListener) {
  const { subscribe } = useContext(RealtimeContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
