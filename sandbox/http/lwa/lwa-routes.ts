import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";
import { appsRoutes } from "./apps-routes";
import { consentRoutes } from "./consent-routes";
import { grantRoutes } from "./grant-routes";
import { tokenRoutes } from "./token-routes";
import { userProfileRoutes } from "./user-profile-routes";

/**
 * Login with Amazon: consent at /ap/oa, the seller's apps (and their removal) at /ap/adam, tokens at
 * /auth/o2/token, the user profile, and the sandbox's grant list and revoke call.
 */
export const lwaRoutes = new Hono<SandboxEnv>()
  .route("/ap/oa", consentRoutes)
  .route("/ap/adam", appsRoutes)
  .route("/auth/o2/token", tokenRoutes)
  .route("/user/profile", userProfileRoutes)
  .route("/_sandbox/grants", grantRoutes);
