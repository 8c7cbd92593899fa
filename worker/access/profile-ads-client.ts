import { adsClientFor } from "../amazon/account-client";
import type { AdsClient } from "../amazon/ads-client";
import type { AmazonConfig } from "../amazon/amazon-config";
import { regionOfCountry } from "../amazon/regions";
import type { RetryPolicy } from "../amazon/retrying-fetch";
import { ApiError } from "../contracts/api-error";
import type { Database } from "../db/client";
import type { OwnProfile } from "./own-profile";
import type { AccountRow } from "./profile-account";

export type ProfileAccess = { profile: OwnProfile; client: AdsClient };

/** Whether Amazon still accepts the account's authorisation (INVALID: the seller must reconnect it). */
export const accountUsable = (account: AccountRow) => account.state !== "INVALID";

/** An Ads client acting through the account for a profile of the marketplace `countryCode`. */
export const profileAdsClient = (
  db: Database,
  config: AmazonConfig,
  account: AccountRow,
  countryCode: string,
  retry?: RetryPolicy,
): AdsClient => adsClientFor(db, config, account, regionOfCountry(countryCode), retry);

/**
 * An Ads client for the user's profile read with its account (requireOwnProfileAccount): 1004 when
 * the account's authorisation was revoked (the seller must reconnect before we may ask Amazon).
 */
export function ownProfileAdsClient(
  db: Database,
  config: AmazonConfig,
  { profile, account }: { profile: OwnProfile; account: AccountRow },
): AdsClient {
  if (!accountUsable(account)) {
    throw new ApiError(
      1004,
      "Amazon no longer accepts this account's authorisation. Please reconnect it in Settings.",
    );
  }
  return profileAdsClient(db, config, account, profile.countryCode);
}
