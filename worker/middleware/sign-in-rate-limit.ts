import { authHandler } from "@hono/auth-js";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../contracts/api-error";

/**
 * Auth.js's credentials callback, answering 429 (1007) when authorize() found the e-mail locked
 * out: Auth.js turns anything authorize() says into its own "CredentialsSignin" answer.
 */
export const signInRateLimit = () => {
  const signIn = authHandler();
  return createMiddleware<AppEnv>(async (c, next) => {
    const response = await signIn(c, next);
    if (c.var.signInLocked) {
      c.header("Retry-After", "900");
      throw new ApiError(1007, "Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    }
    return response;
  });
};
