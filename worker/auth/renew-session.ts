import { encode } from "@auth/core/jwt";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { endSession } from "./end-session";
import { sessionCookie } from "./session-cookie";
import { SESSION_IDLE_SECONDS } from "./session-validity";

/**
 * Issues this browser a new session cookie confirmed at `confirmedAt`, so the seller who just changed
 * their password stays signed in here while every other session ends. The session gets a new id and the
 * old one is ended (revoked, its sockets closed with 4002, so this browser's tabs reconnect with the new
 * cookie): a stolen copy of the old cookie shared the old id, and would otherwise have kept the tabs it
 * opened. Name and attributes as Auth.js's own cookie (auth/session-cookie.ts).
 */
export async function renewSession(c: Context<AppEnv>, confirmedAt: number) {
  const { name, options } = sessionCookie(c.env.AUTH_URL);
  const sessionId = crypto.randomUUID();
  const value = await encode({
    token: { ...c.var.sessionToken, sessionId, confirmedAt },
    secret: c.env.AUTH_SECRET,
    salt: name,
    maxAge: SESSION_IDLE_SECONDS,
  });
  setCookie(c, name, value, { ...options, maxAge: SESSION_IDLE_SECONDS });
  await endSession(c.env, c.var.db, c.var.sessionToken, true);
}
