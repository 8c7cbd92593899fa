import { DurableObject } from "cloudflare:workers";
import {
  type ChannelSession,
  closeFrameOf,
  type EndedSessions,
  isEnded,
  SESSION_CONFIRMED_AT_HEADER,
  SESSION_ENDED_CLOSE,
  SESSION_EXPIRES_AT_HEADER,
  SESSION_ID_HEADER,
} from "../worker/contracts/realtime/channel-sessions";
import {
  REALTIME_PING,
  REALTIME_PONG,
  type RealtimeEvent,
} from "../worker/contracts/realtime/realtime-event";

/** Close codes a peer may send but an endpoint may not send back (RFC 6455 §7.4.1). */
const RESERVED_CLOSE_CODES = new Set([1005, 1006, 1015]);

const sessionOf = (socket: WebSocket) => socket.deserializeAttachment() as ChannelSession;

/** Closes the socket as its session's end (4001 unless told); answers whether it was still open to close. */
function closeAsEnded(socket: WebSocket, { code, reason } = SESSION_ENDED_CLOSE) {
  try {
    socket.close(code, reason);
    return true;
  } catch {
    return false; // Already closing.
  }
}

/**
 * One seller's real-time channel (named by their user id): holds every WebSocket the seller's tabs
 * opened and sends each published event to all of them. The sockets are accepted through the
 * hibernation API, so the object may leave memory between events while they stay connected; it keeps
 * no state of its own but its alarm (the runtime's getWebSockets() is the list of sockets, also after
 * hibernation, each with its session attached), which rings when the earliest socket's session ends.
 */
export class UserChannel extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Clients' keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(REALTIME_PING, REALTIME_PONG));
  }

  /** The Worker forwards the seller's own upgrade request here (worker/routes/realtime.ts). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
      return new Response("Expected Upgrade: websocket", { status: 426 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    const session: ChannelSession = {
      sessionId: request.headers.get(SESSION_ID_HEADER) ?? "",
      confirmedAt: Number(request.headers.get(SESSION_CONFIRMED_AT_HEADER)) || 0,
      expiresAt: Number(request.headers.get(SESSION_EXPIRES_AT_HEADER)) || 0,
    };
    // Kept with the socket through hibernation.
    server.serializeAttachment(session);
    if (session.expiresAt > 0) await this.closeAt(session.expiresAt);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sets the alarm for `endsAt` unless it already rings sooner. */
  private async closeAt(endsAt: number) {
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || endsAt < alarm) await this.ctx.storage.setAlarm(endsAt);
  }

  /**
   * A socket's session ends at its idle expiry (or its 30-day end) unless its cookie is renewed: the
   * tab is closed then (4001), not left receiving events; a tab whose session was renewed reconnects
   * with it. The alarm is set again for the next socket's end.
   */
  override async alarm() {
    const now = Date.now();
    let next = Number.POSITIVE_INFINITY;
    for (const socket of this.ctx.getWebSockets()) {
      const { expiresAt } = sessionOf(socket);
      if (!expiresAt) continue;
      if (expiresAt <= now) closeAsEnded(socket);
      else next = Math.min(next, expiresAt);
    }
    if (next < Number.POSITIVE_INFINITY) await this.ctx.storage.setAlarm(next);
  }

  /**
   * Closes the sockets of sessions that have ended (a sign-out, a renewal under a new id, a password
   * changed or reset, the account deleted): they were let in at the upgrade, and would otherwise go on
   * receiving the seller's events. 4001, or 4002 for a renewed session's (its browser reconnects).
   * Answers how many closed.
   */
  endSessions(ended: EndedSessions): number {
    const frame = closeFrameOf(ended);
    let closed = 0;
    for (const socket of this.ctx.getWebSockets()) {
      if (isEnded(sessionOf(socket), ended) && closeAsEnded(socket, frame)) closed += 1;
    }
    return closed;
  }

  /**
   * Sends the event to every open socket of the seller; answers how many it reached. A socket whose
   * session has passed its end gets no more events: it is closed as ended instead.
   */
  publish(event: RealtimeEvent): number {
    const frame = JSON.stringify(event);
    const now = Date.now();
    let reached = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const session = sessionOf(socket);
      try {
        if (session.expiresAt && session.expiresAt <= now) {
          closeAsEnded(socket);
          continue;
        }
        socket.send(frame);
        reached += 1;
      } catch {
        // A socket closing right now: its close handler tidies up, the others still get the event.
      }
    }
    return reached;
  }

  /** The channel only speaks: what a client sends (besides its auto-answered ping) is ignored. */
  override webSocketMessage(): void {}

  /** The hibernation API leaves the closing handshake to us: answer the client's close frame. */
  override webSocketClose(socket: WebSocket, code: number, reason: string): void {
    try {
      socket.close(RESERVED_CLOSE_CODES.has(code) ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
  }
}
