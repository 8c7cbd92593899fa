import { exports } from "cloudflare:workers";
import {
  parseRealtimeEvent,
  REALTIME_PATH,
  type RealtimeEvent,
} from "../../../worker/contracts/realtime/realtime-event";
import { ORIGIN } from "./http";

/** GET /api/realtime as a browser's WebSocket handshake sends it from a page of `origin` (ours unless said; null: none). */
export const upgradeRequest = (cookie?: string, path = REALTIME_PATH, origin: string | null = ORIGIN) =>
  exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      headers: {
        Upgrade: "websocket",
        ...(origin === null ? {} : { Origin: origin }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
    }),
  );

/** One open tab's socket: every event it received, in order, and a way to wait for one. */
export type Tab = {
  events: RealtimeEvent[];
  /** Resolves once an event the predicate accepts has arrived (the events so far count too). */
  until: (accept: (events: RealtimeEvent[]) => boolean, timeoutMs?: number) => Promise<RealtimeEvent[]>;
  /** Resolves when the socket closes, with the code and reason of its close frame. */
  closed: Promise<{ code: number; reason: string }>;
  close: () => Promise<void>;
};

/** Opens the signed-in seller's channel as one browser tab would. */
export async function openTab(cookie: string, path = REALTIME_PATH): Promise<Tab> {
  const response = await upgradeRequest(cookie, path);
  const socket = response.webSocket;
  if (response.status !== 101 || !socket) throw new Error(`no upgrade: ${response.status}`);
  socket.accept();
  const events: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  socket.addEventListener("message", ({ data }) => {
    const event = typeof data === "string" ? parseRealtimeEvent(data) : null;
    if (event) events.push(event);
    for (const check of waiters) check();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener("close", ({ code, reason }) => resolve({ code, reason })),
  );
  return {
    events,
    closed,
    until: (accept, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const check = () => {
          if (!accept(events)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(events);
        };
        waiters.add(check);
        check();
      }),
    close: async () => {
      socket.close(1000, "test done");
      await closed;
    },
  };
}
