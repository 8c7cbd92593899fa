import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../contracts/api-error";
import { isSignInLocked } from "../services/users/sign-in-throttle";

/** Stands before Auth.js's credentials callback: repeated failures for one e-mail answer 429 (1007). */
export const signInRateLimit = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const form = await c.req.raw
      .clone()
      .formData()
      .catch(() => undefined);
    const email = String(form?.get("email") ?? "")
      .trim()
      .toLowerCase();
    if (email && (await isSignInLocked(c.var.db, email))) {
      c.header("Retry-After", "900");
      throw new ApiError(1007, "Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    }
    await next();
  });
