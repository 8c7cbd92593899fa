import { CHAT_MESSAGE_KEY, type ChatMessageEvent } from "./chat-message-events";
import { JOB_EVENT_KEY, type JobEvent } from "./job-events";
import { NOTIFICATION_EVENT_KEY, type NotificationCreatedEvent } from "./notification-events";

/**
 * What the server sends over a seller's channel (GET /api/realtime), one JSON text frame per event:
 * `{ key, type, data }`, `key` naming the stream (the chat's 'messages', the jobs' 'jobs', the alerts' 'notifications').
 */
export type RealtimeEvent = ChatMessageEvent | JobEvent | NotificationCreatedEvent;

/** The API path the web client opens its WebSocket on. */
export const REALTIME_PATH = "/api/realtime";

const KEYS: readonly string[] = [CHAT_MESSAGE_KEY, JOB_EVENT_KEY, NOTIFICATION_EVENT_KEY];

/** A received frame as an event, or null when it is not one (a newer server's key, a keep-alive answer). */
export function parseRealtimeEvent(frame: string): RealtimeEvent | null {
  try {
    const value: unknown = JSON.parse(frame);
    if (typeof value !== "object" || value === null) return null;
    const { key, type } = value as Record<string, unknown>;
    return typeof key === "string" && KEYS.includes(key) && typeof type === "string" && "data" in value
      ? (value as RealtimeEvent)
      : null;
  } catch {
    return null;
  }
}

/** The text a client sends to keep its socket alive; the channel answers REALTIME_PONG without waking. */
export const REALTIME_PING = "ping";
export const REALTIME_PONG = "pong";
