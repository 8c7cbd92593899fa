import { createMiddleware } from "hono/factory";
import { listOwnProfiles, type OwnProfile } from "../access/own-profile";
import type { AppEnv } from "../app-env";
import { ownProfileNamed } from "./profile-access";

type ProfilesInScope = AppEnv & { Variables: { profiles: OwnProfile[] } };

/**
 * For reads scoped by an optional `?profileId`: `c.var.profiles` is that profile if it is the active
 * organisation's (1003 otherwise), or every profile of it when the query names none. Mounted after the query's
 * validator, so a malformed query answers 1005 first, as before.
 */
export const profilesInScope = () =>
  createMiddleware<ProfilesInScope>(async (c, next) => {
    const profileId = c.req.query("profileId");
    const profiles =
      profileId === undefined
        ? await listOwnProfiles(c.var.db, c.var.membership.organisationId)
        : [await ownProfileNamed(c.var.db, c.var.membership.organisationId, profileId)];
    c.set("profiles", profiles);
    await next();
  });
