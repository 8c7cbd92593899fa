import { env, exports } from "cloudflare:workers";
import {
  type ChannelSession,
  SESSION_CONFIRMED_AT_HEADER,
  SESSION_EXPIRES_AT_HEADER,
  SESSION_ID_HEADER,
} from "../../../worker/contracts/realtime/channel-sessions";
import {
  parseRealtimeEvent,
  REALTIME_PATH,
  type RealtimeEvent,
} from "../../../worker/contracts/realtime/realtime-event";
import { userChannel } from "../../../worker/realtime/user-channel-stub";
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
export const openTab = async (cookie: string, path = REALTIME_PATH) =>
  tabOf(await upgradeRequest(cookie, path));

/**
 * A socket the seller's channel lets in for `session` as the Worker's route would have: for a session no
 * cookie could make here (one whose end is in a second, or has passed).
 */
export const openChannelSocket = async (userId: string, session: ChannelSession) =>
  tabOf(
    await userChannel(env, userId).fetch("https://user-channel/connect", {
      headers: {
        Upgrade: "websocket",
        [SESSION_ID_HEADER]: session.sessionId,
        [SESSION_CONFIRMED_AT_HEADER]: String(session.confirmedAt),
        [SESSION_EXPIRES_AT_HEADER]: String(session.expiresAt),
      },
    }),
  );

/** The tab's close frame if it closes within `ms`, else "still open" (a test then fails, not times out). */
export const closedWithin = (tab: Tab, ms = 5_000) =>
  Promise.race([
    tab.closed,
    new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), ms)),
  ]);

async function tabOf(response: Response): Promise<Tab> {
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
