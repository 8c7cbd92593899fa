/** How the seller's channel (durable-objects/user-channel.ts) knows which session opened each socket. */

/**
 * The session a socket was opened by: its id, when its credentials were last confirmed and when it
 * ends unless renewed (ms; 0: not known).
 */
export type ChannelSession = { sessionId: string; confirmedAt: number; expiresAt: number };

/**
 * Which sessions' sockets close: one session by its id (a sign-out; `renewed` when the browser holding
 * it was given a new id, whose tabs reconnect with it), or those confirmed before `confirmedBefore` but
 * never `keepSessionId`'s (a password change, a reset, a deletion, a sign-out of all devices).
 */
export type EndedSessions =
  | { sessionId: string; renewed?: boolean }
  | { confirmedBefore: number; keepSessionId?: string }
  | { membershipEnded: true };

/** Whether the socket's session is one of the ended ones. */
export function isEnded(session: ChannelSession, ended: EndedSessions) {
  if ("membershipEnded" in ended) return true;
  if ("sessionId" in ended) return session.sessionId === ended.sessionId;
  if (ended.keepSessionId && session.sessionId === ended.keepSessionId) return false;
  return session.confirmedAt < ended.confirmedBefore;
}

/** The Worker tells the channel which session opens a socket (routes/realtime.ts). */
export const SESSION_ID_HEADER = "X-Session-Id";
export const SESSION_CONFIRMED_AT_HEADER = "X-Session-Confirmed-At";
export const SESSION_EXPIRES_AT_HEADER = "X-Session-Expires-At";

/** An application close code (RFC 6455 §7.4.2): the session this socket was opened by has ended. */
export const SESSION_ENDED_CLOSE = { code: 4001, reason: "Your session has ended. Please sign in again." };

/**
 * The session this socket was opened by lives on under a new id (a password change renews it): the
 * browser that holds the renewed cookie reconnects at once, as after any other close but 4001, while a
 * copy of the old cookie cannot reopen one. Not 4001: the seller who changed their password must not
 * be sent to sign-in by a socket closing before the renewed cookie has arrived.
 */
export const SESSION_RENEWED_CLOSE = { code: 4002, reason: "Your session was renewed. Reconnecting." };

/**
 * The user was removed from an organisation (docs/teams.md): the channel is one per user, not per
 * organisation, so every socket of theirs closes and their tabs reconnect at once, signed in, in an
 * organisation they still belong to. Not 4001: they are not signed out.
 */
export const MEMBERSHIP_ENDED_CLOSE = {
  code: 4003,
  reason: "Your membership of an organisation ended. Reconnecting.",
};

/** The close frame for the sockets of these ended sessions. */
export function closeFrameOf(ended: EndedSessions) {
  if ("membershipEnded" in ended) return MEMBERSHIP_ENDED_CLOSE;
  return "renewed" in ended && ended.renewed ? SESSION_RENEWED_CLOSE : SESSION_ENDED_CLOSE;
}
