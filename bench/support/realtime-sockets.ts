/** Several WebSockets of one seller on GET /api/realtime, noting when each socket received each event. */
// @ts-expect-error: the ws package ships no types and @types/ws is not installed
import WebSocketClient from "ws";
import {
  parseRealtimeEvent,
  REALTIME_PATH,
  type RealtimeEvent,
} from "../../worker/contracts/realtime/realtime-event";

type Socket = {
  on(event: "open", listener: () => void): void;
  on(event: "message", listener: (data: Buffer) => void): void;
  on(event: "error", listener: (error: Error) => void): void;
  close(): void;
};
const Client = WebSocketClient as new (url: string, options: { headers: Record<string, string> }) => Socket;

/** One event as the sockets received it: `at[i]` is when socket i did (performance.now()), if it did. */
export type Received = { event: RealtimeEvent; at: (number | undefined)[] };

/** An event's identity across sockets: its type and, for chat messages, the message's id. */
const keyOf = (event: RealtimeEvent) =>
  `${event.type}:${"id" in event.data ? String(event.data.id) : JSON.stringify(event.data)}`;

export async function openSockets(base: string, cookie: string, count: number) {
  const received = new Map<string, Received>();
  const listeners = new Set<() => void>();
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = new Client(`${base.replace(/^http/, "ws")}${REALTIME_PATH}`, {
            headers: { cookie, Origin: base },
          });
          socket.on("open", () => resolve(socket));
          socket.on("error", reject);
          socket.on("message", (data) => {
            const at = performance.now();
            const event = parseRealtimeEvent(data.toString());
            if (!event) return;
            const key = keyOf(event);
            const entry = received.get(key) ?? { event, at: Array.from({ length: count }, () => undefined) };
            entry.at[index] = at;
            received.set(key, entry);
            for (const listener of listeners) listener();
          });
        }),
    ),
  );
  return {
    received,
    /**
     * The first event received (by any socket) that `accept` takes, as soon as there is one; fails after
     * `timeoutMs`. With `allSockets`, only once every socket has received it.
     */
    waitFor(accept: (entry: Received) => boolean, timeoutMs: number, allSockets = false) {
      return new Promise<Received>((resolve, reject) => {
        const check = () => {
          for (const entry of received.values())
            if (accept(entry) && (!allSockets || entry.at.every((at) => at !== undefined))) {
              done();
              resolve(entry);
              return;
            }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(`no such event on ${allSockets ? "every socket" : "any socket"} in ${timeoutMs} ms`),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    close: () => {
      for (const socket of sockets) socket.close();
    },
  };
}
