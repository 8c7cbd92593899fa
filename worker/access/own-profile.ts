import { ApiError } from "../contracts/api-error";
import type { Database } from "../db/client";
import {
  type AccountRow,
  type ProfileRow,
  sellerProfileAccount,
  sellerProfileAccounts,
} from "./profile-account";

export type OwnProfile = {
  id: number;
  amazonProfileId: string;
  countryCode: string;
  /** The marketplace's currency (ISO 4217, Amazon's `currencyCode`): every amount of the profile is in it. */
  currencyCode: string;
  timezone: string;
};

const ownProfileOf = ({
  id,
  amazonProfileId,
  countryCode,
  currencyCode,
  timezone,
}: ProfileRow): OwnProfile => ({
  id,
  amazonProfileId,
  countryCode,
  currencyCode,
  timezone,
});

/**
 * The profile (our amazon_profiles.id) if it belongs to one of the user's connected accounts, with
 * that account (what an Ads client for it needs); otherwise 1003, whether it is someone else's or does
 * not exist, so ids reveal nothing.
 */
export async function requireOwnProfileAccount(
  db: Database,
  userId: string,
  profileId: number,
): Promise<{ profile: OwnProfile; account: AccountRow }> {
  const row = await sellerProfileAccount(db, userId, profileId);
  if (!row) throw new ApiError(1003, "This profile is not one of your connected Amazon profiles.");
  return { profile: ownProfileOf(row.profile), account: row.account };
}

/** The user's profile (requireOwnProfileAccount without the account): 1003 when not theirs. */
export async function requireOwnProfile(
  db: Database,
  userId: string,
  profileId: number,
): Promise<OwnProfile> {
  return (await requireOwnProfileAccount(db, userId, profileId)).profile;
}

/** Every profile of the user's connected accounts. */
export async function listOwnProfiles(db: Database, userId: string): Promise<OwnProfile[]> {
  return (await sellerProfileAccounts(db, userId)).map((row) => ownProfileOf(row.profile));
}
