import type { Database } from "../db/client";
import { endSessionSockets } from "../realtime/end-sessions";
import { revokeSession } from "../services/users/sessions";
import { type SessionTimes, sessionEndsAt } from "./session-validity";

/**
 * Ends one session before its time (a sign-out; a renewal, `renewed`, when the browser goes on under a
 * new id): its id is revoked, so a copy of its cookie signs nobody in any more, and the tabs it opened
 * are closed (4001; 4002 when renewed, and the renewed browser's tabs reconnect). A token without its
 * user or session id names no session to end.
 */
export async function endSession(env: Env, db: Database, token: SessionTimes, renewed = false) {
  const { sub: userId, sessionId } = token;
  if (typeof userId !== "string" || typeof sessionId !== "string") return;
  const now = Date.now();
  await revokeSession(db, { userId, sessionId, until: sessionEndsAt(token) ?? now, now });
  await endSessionSockets(env, userId, { sessionId, renewed });
}
