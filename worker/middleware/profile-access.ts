import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { type OwnProfile, requireOwnProfile, requireOwnProfileAccount } from "../access/own-profile";
import { ownProfileAdsClient } from "../access/profile-ads-client";
import { amazonConfig } from "../amazon/amazon-config";
import type { AppEnv } from "../app-env";
import { validationError } from "../contracts/api-error";
import { profileIdField } from "../contracts/profile-id.schemas";
import type { Database } from "../db/client";

/** The profile id a path or query names: 1005 when it is not an id. */
function profileIdNamed(profileId: string): number {
  const parsed = v.safeParse(profileIdField, profileId);
  if (!parsed.success) throw validationError("profileId", parsed.issues[0].message);
  return parsed.output;
}

/** The profile a path or query names, if it is the organisation's: 1005 when not an id, 1003 when not its. */
export async function ownProfileNamed(
  db: Database,
  organisationId: string,
  profileId: string,
): Promise<OwnProfile> {
  return requireOwnProfile(db, organisationId, profileIdNamed(profileId));
}

/**
 * The route's `:profileId` becomes `c.var.profile` (1003 when it is not the active organisation's,
 * whether another's or absent), read with its account once. `c.var.ads()` gives an Ads client for it from that
 * account, asked only by the handlers that call Amazon: 1004 there when the account's authorisation
 * was revoked, never for reads of our copy. Each route naming :profileId lists it just before its
 * handler, after its own middleware, so those answer first (ad limit 1002, validation 1005); the
 * route walk (tests/workers/route-walk/) fails for a route that forgets it.
 */
export const profileAccess = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const profileId = profileIdNamed(c.req.param("profileId") ?? "");
    const access = await requireOwnProfileAccount(c.var.db, c.var.membership.organisationId, profileId);
    c.set("profile", access.profile);
    c.set("ads", async () => ownProfileAdsClient(c.var.db, amazonConfig(c.env), access));
    await next();
  });
