import type { Profile } from "../../model/index";
import type { SandboxDeps } from "../sandbox-context";

/**
 * What the reporting, recommendations and catalog routes expect: the Ads auth in front of them has
 * checked the caller and put the profile named by `Amazon-Advertising-API-Scope` in `profile`.
 */
export type ProfileEnv = { Variables: { deps: SandboxDeps; profile: Profile } };
