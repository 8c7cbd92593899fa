import type { Profile } from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";
import type { Region } from "./region";

/** What an authenticated Ads API request carries after `requireAds`. */
export type AdsSession = {
  sellerId: string;
  clientId: string;
  /** The host's region, or undefined when the request may reach every region. */
  region: Region | undefined;
  /** The `Amazon-Advertising-API-Scope` profile (scoped routes only). */
  profileId?: number;
};

/** `profile` is the scope's profile, set on scoped routes only (reporting, catalog and recommendations read it). */
export type AdsEnv = { Variables: SandboxEnv["Variables"] & { ads: AdsSession; profile: Profile } };
