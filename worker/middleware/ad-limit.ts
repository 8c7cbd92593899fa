import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../contracts/api-error";
import { users } from "../db/schema";

export const AD_LIMIT_REACHED_MESSAGE =
  "Your ad spend has reached your plan's monthly limit. Upgrade your plan to make changes.";

/**
 * Stands before every campaign change: an organisation over its plan's ad-spend limit (its owner's,
 * docs/teams.md) may look but not change (1002).
 */
export const refuseWhenAdLimitReached = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const [user] = await c.var.db
      .select({ isAdLimitReached: users.isAdLimitReached })
      .from(users)
      .where(eq(users.id, c.var.membership.ownerId))
      .limit(1);
    if (user?.isAdLimitReached) throw new ApiError(1002, AD_LIMIT_REACHED_MESSAGE);
    await next();
  });
