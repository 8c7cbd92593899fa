import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import {
  forgetPasswordTries,
  PASSWORD_TRY_WINDOW_MS,
  passwordTriesSpent,
  TOO_MANY_PASSWORD_TRIES,
} from "../services/users/password-tries";
import { tooManyRequests } from "./too-many-requests";

/**
 * For a route that checks the signed-in seller's current password: the try is counted first and, once
 * the tries are spent, answered 429/1007 without checking it; a success (the right password) clears
 * the count. After validation, so a malformed body costs no try.
 */
export const passwordTryLimit = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db, user } = c.var;
    if (await passwordTriesSpent(db, user.id)) {
      throw tooManyRequests(c, PASSWORD_TRY_WINDOW_MS, TOO_MANY_PASSWORD_TRIES);
    }
    await next();
    if (c.res.ok) await forgetPasswordTries(db, user.id);
  });
