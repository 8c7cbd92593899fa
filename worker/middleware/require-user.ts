import { getAuthUser } from "@hono/auth-js";
import { createMiddleware } from "hono/factory";
import type { AppEnv, SessionUser } from "../app-env";
import { ApiError } from "../contracts/api-error";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Every API route but sign-up and health: 401 with code 1009 unless a valid session cookie comes along.
 * Auth.js's jwt callback has read the user's row by then: a deleted account's sessions, and those a
 * password change ended, are no session at all (auth/auth-config.ts).
 */
export const requireUser = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = (await getAuthUser(c))?.token;
    if (!token?.sub) throw new ApiError(1009, "Please sign in to continue.");
    const user: SessionUser = {
      id: token.sub,
      sessionId: text(token.sessionId),
      organisationId: text(token.organisationId),
      organisationRole: text(token.organisationRole),
      organisationSlug: text(token.organisationSlug),
    };
    c.set("user", user);
    c.set("sessionToken", token);
    await next();
  });
