import type { Page } from "playwright-core";
import type { RealtimeEvent } from "../../../worker/contracts/realtime/realtime-event";
import type { ProfileSyncStatus } from "../../../worker/contracts/sync-status";

/**
 * Every event the page receives over its real-time WebSocket (GET /api/realtime), from every socket
 * it opens (a reload or a reconnect opens another), in arrival order.
 */
export function channelFramesOf(page: Page) {
  const events: RealtimeEvent[] = [];
  page.on("websocket", (socket) => {
    if (!new URL(socket.url()).pathname.endsWith("/api/realtime")) return;
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload !== "string" || !payload.startsWith("{")) return;
      events.push(JSON.parse(payload) as RealtimeEvent);
    });
  });
  const syncSteps = () =>
    events.filter((event) => event.type === "SYNC_PROGRESS").map((event) => event.data as ProfileSyncStatus);
  return { events, syncSteps };
}

/** How many times the page reads GET /api/sync/status (each read; the channel should make polling needless). */
export function syncStatusReadsOf(page: Page) {
  const reads = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/sync/status") reads.count += 1;
  });
  return reads;
}
