/**
 * How long a session lives: it slides while used (each read renews it for SESSION_IDLE_SECONDS) but
 * ends SESSION_ABSOLUTE_MS after its sign-in whatever the use, and ends at once when the user's
 * `sessions_valid_after` (a password change, a reset, a deletion, a sign-out of all devices) is after the
 * moment its credentials were last confirmed, or when its own id is revoked (`revoked_sessions`: a
 * sign-out, a renewal under a new id).
 */
export const SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

/** Our claims in the session JWT: when the user signed in, and when their credentials were last confirmed. */
export type SessionTimes = Record<string, unknown> & { signedInAt?: unknown; confirmedAt?: unknown };

/** A token without our claims (issued before them) is not valid: its user signs in once more. */
export function sessionIsValid(token: SessionTimes, sessionsValidAfter: Date | null, now: number) {
  const { signedInAt, confirmedAt } = token;
  if (typeof signedInAt !== "number" || typeof confirmedAt !== "number") return false;
  if (now - signedInAt > SESSION_ABSOLUTE_MS) return false;
  return sessionsValidAfter === null || confirmedAt >= sessionsValidAfter.getTime();
}

/** When the session ends whatever its use (ms), or null for a token without our claims. */
export const sessionEndsAt = ({ signedInAt }: SessionTimes) =>
  typeof signedInAt === "number" ? signedInAt + SESSION_ABSOLUTE_MS : null;

/**
 * When the session ends unless its cookie is renewed first (ms): its token's own expiry (the idle days
 * from its last renewal), never past its 30-day end; null for a token without our claims.
 */
export function sessionIdleEndsAt(token: SessionTimes) {
  const end = sessionEndsAt(token);
  if (end === null || typeof token.exp !== "number") return end;
  return Math.min(end, token.exp * 1000);
}
