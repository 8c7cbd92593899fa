import { encode } from "@auth/core/jwt";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { SESSION_IDLE_SECONDS } from "./session-validity";

/**
 * Issues this browser a new session cookie confirmed at `confirmedAt`, so the seller who just changed
 * their password stays signed in here while every other session ends. Cookie name and Secure follow
 * AUTH_URL, as Auth.js's own.
 */
export async function renewSession(c: Context<AppEnv>, confirmedAt: number) {
  const secure = new URL(c.env.AUTH_URL).protocol === "https:";
  const name = `${secure ? "__Secure-" : ""}authjs.session-token`;
  const value = await encode({
    token: { ...c.var.sessionToken, confirmedAt },
    secret: c.env.AUTH_SECRET,
    salt: name,
    maxAge: SESSION_IDLE_SECONDS,
  });
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    maxAge: SESSION_IDLE_SECONDS,
  });
}
