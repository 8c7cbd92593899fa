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
 * The profile (our amazon_profiles.id) if it belongs to one of the organisation's connected accounts,
 * with that account (what an Ads client for it needs); otherwise 1003, whether it is another
 * organisation's or does not exist, so ids reveal nothing.
 */
export async function requireOwnProfileAccount(
  db: Database,
  organisationId: string,
  profileId: number,
): Promise<{ profile: OwnProfile; account: AccountRow }> {
  const row = await sellerProfileAccount(db, organisationId, profileId);
  if (!row) throw new ApiError(1003, "This profile is not one of your connected Amazon profiles.");
  return { profile: ownProfileOf(row.profile), account: row.account };
}

/** The organisation's profile (requireOwnProfileAccount without the account): 1003 when not its. */
export async function requireOwnProfile(
  db: Database,
  organisationId: string,
  profileId: number,
): Promise<OwnProfile> {
  return (await requireOwnProfileAccount(db, organisationId, profileId)).profile;
}

/** Every profile of the organisation's connected accounts. */
export async function listOwnProfiles(db: Database, organisationId: string): Promise<OwnProfile[]> {
  return (await sellerProfileAccounts(db, organisationId)).map((row) => ownProfileOf(row.profile));
}
