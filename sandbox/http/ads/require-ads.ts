import { createMiddleware } from "hono/factory";
import { findProfile, MARKETPLACES } from "../../model/index";
import { findAccess } from "../lwa/lwa-store";
import type { AdsEnv } from "./ads-env";
import { adsError } from "./ads-error";
import { regionOf } from "./region";

/**
 * The Ads API's gate: `Authorization: Bearer <LWA access token>` (401), `Amazon-Advertising-API-ClientId`
 * (400 missing, 401 not the token's client) and, when `scoped`, `Amazon-Advertising-API-Scope`
 * (400 missing or malformed, 401 not a profile of the token's seller in the host's region).
 */
export const requireAds = (scoped: boolean) =>
  createMiddleware<AdsEnv>(async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
    if (!token) return adsError(c, 401, "UNAUTHORIZED", "Missing Authorization: Bearer <access token>");
    const session = await findAccess(c.var.deps, token);
    if (!session) return adsError(c, 401, "UNAUTHORIZED", "The access token is invalid, expired or revoked");
    const clientId = c.req.header("Amazon-Advertising-API-ClientId");
    if (!clientId)
      return adsError(c, 400, "INVALID_ARGUMENT", "Amazon-Advertising-API-ClientId header is required");
    if (clientId !== session.clientId) {
      return adsError(
        c,
        401,
        "UNAUTHORIZED",
        "The access token was not issued to this Amazon-Advertising-API-ClientId",
      );
    }
    const region = regionOf(c.req.raw);
    c.set("ads", { ...session, region });
    if (!scoped) return next();
    const scope = c.req.header("Amazon-Advertising-API-Scope");
    if (!scope)
      return adsError(c, 400, "INVALID_ARGUMENT", "Amazon-Advertising-API-Scope header is required");
    if (!/^\d{1,19}$/.test(scope)) {
      return adsError(c, 400, "INVALID_ARGUMENT", "Amazon-Advertising-API-Scope must be a profileId");
    }
    const profile = findProfile(await c.var.deps.world.read(), scope);
    const inRegion = profile && (!region || MARKETPLACES[profile.countryCode].region === region);
    if (!profile || profile.sellerId !== session.sellerId || !inRegion) {
      return adsError(c, 401, "UNAUTHORIZED", `Not authorized to access scope ${scope}`);
    }
    c.set("ads", { ...session, region, profileId: profile.profileId });
    c.set("profile", profile);
    return next();
  });
