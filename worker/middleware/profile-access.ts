import { Hono, type MiddlewareHandler } from "hono";
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

/** The profile a path or query names, if it is the user's: 1005 when not an id, 1003 when not theirs. */
export async function ownProfileNamed(db: Database, userId: string, profileId: string): Promise<OwnProfile> {
  return requireOwnProfile(db, userId, profileIdNamed(profileId));
}

/**
 * The route's `:profileId` becomes `c.var.profile` (1003 when it is not the user's, whether someone
 * else's or absent). `c.var.ads()` gives an Ads client for it from the account read with it, asked only
 * by the handlers that call Amazon: 1004 there when the account's authorisation was revoked, never for
 * reads of our copy.
 */
const profileAccess = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const profileId = profileIdNamed(c.req.param("profileId") ?? "");
    const access = await requireOwnProfileAccount(c.var.db, c.var.user.id, profileId);
    c.set("profile", access.profile);
    c.set("ads", async () => ownProfileAdsClient(c.var.db, amazonConfig(c.env), access));
    await next();
  });

const NAMES_PROFILE = /\/:profileId(?=\/|\{|$)/;

/**
 * The API with profileAccess() just before the handler of every route whose path names :profileId,
 * so no route can forget it. Before the handler rather than on the path: the route's own middleware
 * answer first (ad limit 1002, validation 1005), as when each handler looked the profile up itself.
 * A handler is the last of a route's consecutive registrations (same method and path), or any
 * registration taking only the context (Hono's own tell: middleware take `next` as well).
 */
export function withProfileAccess(api: Hono<AppEnv>): Hono<AppEnv> {
  const scoped = new Hono<AppEnv>();
  api.routes.forEach((route, i) => {
    const following = api.routes[i + 1];
    const endsRoute = !(following?.method === route.method && following.path === route.path);
    const isHandler = route.method !== "ALL" && (endsRoute || route.handler.length < 2);
    const guarded = isHandler && NAMES_PROFILE.test(route.path);
    const handlers: MiddlewareHandler<AppEnv>[] = guarded
      ? [profileAccess(), route.handler]
      : [route.handler];
    scoped.on(route.method, [route.path], ...handlers);
  });
  return scoped;
}
