import type { Database } from "../db/client";
import { endSessionSockets } from "../realtime/end-sessions";
import { revokeSession } from "../services/users/sessions";
import { type SessionTimes, sessionEndsAt } from "./session-validity";

/**
 * Ends one session before its time (a sign-out): its id is revoked, so a copy of its cookie signs nobody
 * in any more, and the tabs it opened are closed (4001). A token without its user or session id names no
 * session to end.
 */
export async function endSession(env: Env, db: Database, token: SessionTimes) {
  const { sub: userId, sessionId } = token;
  if (typeof userId !== "string" || typeof sessionId !== "string") return;
  const now = Date.now();
  await revokeSession(db, { userId, sessionId, until: sessionEndsAt(token) ?? now, now });
  await endSessionSockets(env, userId, { sessionId });
}
