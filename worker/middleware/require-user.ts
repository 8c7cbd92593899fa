import { getAuthUser } from "@hono/auth-js";
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv, SessionUser } from "../app-env";
import { ApiError } from "../contracts/api-error";
import { users } from "../db/schema";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Every API route but sign-up and health: 401 with code 1009 unless a valid session cookie of a user
 * who still exists comes along (a deleted account's sessions end everywhere at once).
 */
export const requireUser = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = (await getAuthUser(c))?.token;
    if (!token?.sub) throw new ApiError(1009, "Please sign in to continue.");
    const exists = await c.var.db.select({ id: users.id }).from(users).where(eq(users.id, token.sub)).get();
    if (!exists) throw new ApiError(1009, "Please sign in to continue.");
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
