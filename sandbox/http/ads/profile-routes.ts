import { Hono } from "hono";
import { MARKETPLACES, type Profile, profileResource, profilesOfSeller } from "../../model/index";
import { faultGate } from "../faults/fault-gate";
import type { AdsEnv } from "./ads-env";
import { adsError } from "./ads-error";
import type { Region } from "./region";
import { requireAds } from "./require-ads";

/** `GET /v2/profiles` (the token's seller, the host's region) and `GET /v2/profiles/{profileId}`. */
const inRegion = (region: Region | undefined) => (profile: Profile) =>
  !region || MARKETPLACES[profile.countryCode].region === region;

export const profileRoutes = new Hono<AdsEnv>()
  .get("/v2/profiles", requireAds(false), faultGate, async (c) => {
    const world = await c.var.deps.world.read();
    const profiles = profilesOfSeller(world, c.var.ads.sellerId).filter(inRegion(c.var.ads.region));
    return c.json(profiles.map(profileResource));
  })
  .get("/v2/profiles/:profileId{[0-9]+}", requireAds(false), faultGate, async (c) => {
    const world = await c.var.deps.world.read();
    const wanted = Number(c.req.param("profileId"));
    const profile = profilesOfSeller(world, c.var.ads.sellerId)
      .filter(inRegion(c.var.ads.region))
      .find((candidate) => candidate.profileId === wanted);
    if (!profile) return adsError(c, 404, "NOT_FOUND", `Profile ${wanted} was not found`);
    return c.json(profileResource(profile));
  });
