import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { AppEnv, Database } from "../app-env";
import { validationError } from "../lib/api-error";
import { profileIdField } from "../routes/statistics/statistics.schemas";
import { type OwnProfile, requireOwnProfile } from "../services/own-profile";
import { profileAdsClient } from "../services/profile-ads-client";
import { answeringRouteParam } from "./answering-route";

/** The profile a path or query names, if it is the user's: 1005 when not an id, 1003 when not theirs. */
export async function ownProfileNamed(db: Database, userId: string, profileId: string): Promise<OwnProfile> {
  const parsed = v.safeParse(profileIdField, profileId);
  if (!parsed.success) throw validationError("profileId", parsed.issues[0].message);
  return requireOwnProfile(db, userId, parsed.output);
}

/**
 * Mounted once for every signed-in route: when the route's path names `:profileId`, that profile
 * becomes `c.var.profile` (1003 when it is not the user's, whether someone else's or absent).
 * `c.var.ads()` gives an Ads client for it, asked only by the handlers that call Amazon: 1004 there
 * when the account's authorisation was revoked, and never for the handlers that read our copy.
 */
export const profileAccess = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const profileId = answeringRouteParam(c, "profileId");
    if (profileId === undefined) return next();
    const profile = await ownProfileNamed(c.var.db, c.var.user.id, profileId);
    c.set("profile", profile);
    c.set("ads", async () => (await profileAdsClient(c.var.db, c.env, c.var.user.id, profile.id)).client);
    await next();
  });
