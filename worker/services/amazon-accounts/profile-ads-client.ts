import { eq } from "drizzle-orm";
import type { AdsClient } from "../../amazon/ads-client";
import { amazonConfig } from "../../amazon/amazon-config";
import { regionOfCountry } from "../../amazon/regions";
import { ApiError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { amazonAccounts, amazonProfiles } from "../../db/schema";
import { adsClientFor } from "./access";
import { type OwnProfile, requireOwnProfile } from "./own-profile";

export type ProfileAccess = { profile: OwnProfile; client: AdsClient };

/**
 * The user's profile and an Ads client acting for it: 1003 when the profile is not theirs, 1004 when
 * its account's authorisation was revoked (the seller must reconnect before we may ask Amazon).
 */
export async function profileAdsClient(
  db: Database,
  env: Env,
  userId: string,
  profileId: number,
): Promise<ProfileAccess> {
  const profile = await requireOwnProfile(db, userId, profileId);
  const [row] = await db
    .select({ account: amazonAccounts })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .where(eq(amazonProfiles.id, profile.id))
    .limit(1);
  if (!row) throw new ApiError(1003, "This profile is not one of your connected Amazon profiles.");
  if (row.account.state === "INVALID") {
    throw new ApiError(
      1004,
      "Amazon no longer accepts this account's authorisation. Please reconnect it in Settings.",
    );
  }
  const client = adsClientFor(db, amazonConfig(env), row.account, regionOfCountry(profile.countryCode));
  return { profile, client };
}
