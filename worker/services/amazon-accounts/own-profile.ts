import { and, eq } from "drizzle-orm";
import { ApiError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { amazonAccounts, amazonProfiles } from "../../db/schema";

export type OwnProfile = {
  id: number;
  amazonProfileId: string;
  countryCode: string;
  /** The marketplace's currency (ISO 4217, Amazon's `currencyCode`): every amount of the profile is in it. */
  currencyCode: string;
  timezone: string;
};

/**
 * The profile (our amazon_profiles.id) if it belongs to one of the user's connected accounts;
 * otherwise 1003, whether it is someone else's or does not exist, so ids reveal nothing.
 */
export async function requireOwnProfile(
  db: Database,
  userId: string,
  profileId: number,
): Promise<OwnProfile> {
  const [profile] = await db
    .select({
      id: amazonProfiles.id,
      amazonProfileId: amazonProfiles.amazonProfileId,
      countryCode: amazonProfiles.countryCode,
      currencyCode: amazonProfiles.currencyCode,
      timezone: amazonProfiles.timezone,
    })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .where(and(eq(amazonProfiles.id, profileId), eq(amazonAccounts.userId, userId)))
    .limit(1);
  if (!profile) throw new ApiError(1003, "This profile is not one of your connected Amazon profiles.");
  return profile;
}

/** Every profile of the user's connected accounts. */
export async function listOwnProfiles(db: Database, userId: string): Promise<OwnProfile[]> {
  return db
    .select({
      id: amazonProfiles.id,
      amazonProfileId: amazonProfiles.amazonProfileId,
      countryCode: amazonProfiles.countryCode,
      currencyCode: amazonProfiles.currencyCode,
      timezone: amazonProfiles.timezone,
    })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .where(eq(amazonAccounts.userId, userId));
}
