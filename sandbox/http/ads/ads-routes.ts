import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";
import type { AdsEnv } from "./ads-env";
import { profileRoutes } from "./profile-routes";
import { spRoutes } from "./sp-routes";

/**
 * The Ads API as the sandbox serves it: at the root and again under `/na`, `/eu` and `/fe`, the
 * sandbox's stand-ins for the three regional hosts (see region.ts).
 */
const api = new Hono<AdsEnv>().route("/", profileRoutes).route("/", spRoutes);

export const adsRoutes = new Hono<SandboxEnv>()
  .route("/", api as unknown as Hono<SandboxEnv>)
  .route("/na", api as unknown as Hono<SandboxEnv>)
  .route("/eu", api as unknown as Hono<SandboxEnv>)
  .route("/fe", api as unknown as Hono<SandboxEnv>);
