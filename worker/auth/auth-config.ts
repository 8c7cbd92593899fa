import type { AuthConfig } from "@auth/core";
import Credentials from "@auth/core/providers/credentials";
import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { clientAddress } from "../contracts/client-address";
import { signInSchema } from "../contracts/users/users.schemas";
import { createDatabase } from "../db/client";
import { sessionStanding } from "../services/users/sessions";
import { countSignInAttempt, signInSucceeded } from "../services/users/sign-in-throttle";
import { authenticate, findCurrentUser } from "../services/users/users";
import { endSession } from "./end-session";
import { sessionCookie } from "./session-cookie";
import { SESSION_IDLE_SECONDS, sessionIsValid } from "./session-validity";

/**
 * Auth.js warns on every request that reads the session that basePath is redundant beside AUTH_URL; here
 * AUTH_URL is the origin alone on purpose (its header comment), so the warning is noise: one log line per
 * signed-in request. Any other warning is still logged as Auth.js would.
 */
const BASE_PATH_BESIDE_AUTH_URL = "env-url-basepath-redundant";
const warnUnlessExpected = (code: string) => {
  if (code !== BASE_PATH_BESIDE_AUTH_URL)
    console.warn(`[auth][warn][${code}]`, "Read more: https://warnings.authjs.dev");
};

/**
 * Auth.js: e-mail + password, JWT sessions in an http-only SameSite=Lax cookie (`__Host-` over https,
 * auth/session-cookie.ts). Its URLs and the cookies' Secure and prefix choice come from AUTH_URL alone
 * (@hono/auth-js rewrites the request to it), so a forged Host or X-Forwarded-Host/-Proto cannot move
 * them; without AUTH_URL nothing signs in. A session is checked against D1 on each read (its user's
 * sessions_valid_after, its own id's revocation), and a sign-out revokes it there too.
 */
export function authConfig(c: Context<AppEnv>): AuthConfig {
  if (!c.env.AUTH_URL)
    throw new Error("AUTH_URL is not set: the app's own https address (.dev.vars.example)");
  const db = createDatabase(c.env.DB);
  return {
    secret: c.env.AUTH_SECRET,
    basePath: "/api/auth",
    logger: { warn: warnUnlessExpected },
    session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
    cookies: { sessionToken: sessionCookie(c.env.AUTH_URL) },
    pages: { signIn: "/", error: "/" },
    providers: [
      Credentials({
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials) {
          const parsed = v.safeParse(signInSchema, credentials);
          if (!parsed.success) return null;
          const { email, password } = parsed.output;
          // Counted on the e-mail Auth.js parsed, whatever the body's encoding or repeated fields.
          const attempt = { email, ip: clientAddress(c.req.header("CF-Connecting-IP")) };
          if (await countSignInAttempt(db, attempt)) {
            c.set("signInLocked", true);
            return null;
          }
          const user = await authenticate(db, email, password, c.env.PASSWORD_PEPPER);
          if (!user) return null;
          await signInSucceeded(db, attempt);
          return { id: user.id, name: user.name, email: user.email };
        },
      }),
    ],
    events: {
      // Not only the cookie goes: a copy of it, or a tab it opened, ends with it.
      async signOut(message) {
        if ("token" in message && message.token) await endSession(c.env, db, message.token);
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (!user?.id) {
          const { sub, sessionId } = token;
          const standing =
            sub && typeof sessionId === "string" ? await sessionStanding(db, sub, sessionId) : undefined;
          if (!standing || standing.revoked) return null;
          return sessionIsValid(token, standing.validAfter, Date.now()) ? token : null;
        }
        const current = await findCurrentUser(db, user.id);
        if (!current) return null;
        const now = Date.now();
        return {
          ...token,
          sub: current.id,
          signedInAt: now,
          confirmedAt: now,
          sessionId: crypto.randomUUID(),
          organisationId: current.organisation.id,
          organisationRole: current.organisation.role,
          organisationSlug: current.organisation.slug,
        };
      },
      async session({ session, token }) {
        return {
          ...session,
          user: { ...session.user, id: String(token.sub) },
          sessionId: token.sessionId,
          organisationId: token.organisationId,
          organisationRole: token.organisationRole,
          organisationSlug: token.organisationSlug,
        };
      },
    },
  };
}
