import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../contracts/api-error";
import { CHAT_PLAN_MESSAGE, CHAT_PLANS } from "../contracts/chat/chat-eligibility";
import { users } from "../db/schema";
import { AD_LIMIT_REACHED_MESSAGE } from "./ad-limit";

/**
 * Mounted once before the chat's and the widgets' routes (document 001 §2): 403/1001 unless the
 * organisation's plan (its owner's, docs/teams.md) is START_UP, SCALE_UP or PROFESSIONAL (a trial has none), 403/1002 at the ad limit.
 */
export const requireChatEligibility = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const [seller] = await c.var.db
      .select({ tariffPlan: users.tariffPlan, isAdLimitReached: users.isAdLimitReached })
      .from(users)
      .where(eq(users.id, c.var.membership.ownerId))
      .limit(1);
    if (!seller?.tariffPlan || !CHAT_PLANS.includes(seller.tariffPlan)) {
      throw new ApiError(1001, CHAT_PLAN_MESSAGE);
    }
    if (seller.isAdLimitReached) throw new ApiError(1002, AD_LIMIT_REACHED_MESSAGE);
    await next();
  });
