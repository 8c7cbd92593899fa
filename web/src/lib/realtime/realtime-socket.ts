import { SESSION_ENDED_CLOSE } from "@contracts/realtime/channel-sessions";
import {
  parseRealtimeEvent,
  REALTIME_PATH,
  REALTIME_PING,
  type RealtimeEvent,
} from "@contracts/realtime/realtime-event";
import { reconnectDelay } from "./reconnect-delay";

/** A ping this often keeps proxies from closing an idle socket (the channel answers without waking). */
const KEEP_ALIVE_MS = 30_000;

export type RealtimeSocketHandlers = {
  onEvent: (event: RealtimeEvent) => void;
  /**
   * `reconnected`: an earlier socket closed (open or not yet), so events may have been missed since
   * the screens first read.
   */
  onOpen: (reconnected: boolean) => void;
  onDown: () => void;
  /**
   * The server closed the socket because its session ended (a sign-out, a password change elsewhere, a
   * reset, a deletion, a sign-out of all devices). A session renewed under a new id (4002) just reconnects.
   */
  onSessionEnded: () => void;
};

const channelUrl = () =>
  `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${REALTIME_PATH}`;

/**
 * Keeps one WebSocket to the seller's channel open: reconnects after each close with a growing,
 * capped delay (reset once a socket opens). Answers a function that closes it for good.
 */
export function openRealtimeSocket(handlers: RealtimeSocketHandlers): () => void {
  let socket: WebSocket | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let failures = 0;
  let attempts = 0;
  let stopped = false;

  const connect = () => {
    const current = new WebSocket(channelUrl());
    const reconnected = attempts > 0;
    attempts += 1;
    socket = current;
    current.addEventListener("open", () => {
      failures = 0;
      keepAlive = setInterval(() => current.send(REALTIME_PING), KEEP_ALIVE_MS);
      handlers.onOpen(reconnected);
    });
    current.addEventListener("message", ({ data }) => {
      const event = typeof data === "string" ? parseRealtimeEvent(data) : null;
      if (event) handlers.onEvent(event);
    });
    current.addEventListener("close", ({ code }) => {
      clearInterval(keepAlive);
      if (stopped) return;
      handlers.onDown();
      if (code === SESSION_ENDED_CLOSE.code) handlers.onSessionEnded();
      retryTimer = setTimeout(connect, reconnectDelay(failures));
      failures += 1;
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(keepAlive);
    socket?.close(1000, "signed out or left");
  };
}
