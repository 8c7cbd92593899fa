import { eq } from "drizzle-orm";
import { connectedProfileAccount } from "../access/profile-account";
import { accountUsable, profileAdsClient } from "../access/profile-ads-client";
import type { AdsClient } from "../amazon/ads-client";
import { amazonConfig } from "../amazon/amazon-config";
import type { RetryPolicy } from "../amazon/retrying-fetch";
import { DEFAULT_CURRENCY } from "../contracts/money";
import type { Database } from "../db/client";
import { amazonProfiles } from "../db/schema";

/** What the engine needs of a profile: Amazon's id, its zone, its owner's ad limit and a client acting for it. */
export type ProfileContext = {
  profileId: number;
  amazonProfileId: string;
  /** The marketplace's country (US, UK, DE…): the rank provider's Amazon domain. */
  countryCode: string;
  timezone: string;
  /** The marketplace's currency (ISO 4217: USD, GBP…): the amounts of the engine's messages are in it. */
  currency: string;
  adLimitReached: boolean;
  client: AdsClient;
};

/** The profile's context; null when it is no longer connected or its account must be reconnected. */
export async function profileContext(
  db: Database,
  env: Env,
  profileId: number,
  retry?: RetryPolicy,
): Promise<ProfileContext | null> {
  const row = await connectedProfileAccount(db, profileId);
  if (!row || !accountUsable(row.account)) return null;
  return {
    profileId,
    amazonProfileId: row.profile.amazonProfileId,
    countryCode: row.profile.countryCode,
    timezone: row.profile.timezone,
    currency: row.profile.currencyCode,
    adLimitReached: row.ownerAdLimitReached,
    client: profileAdsClient(db, amazonConfig(env), row.account, row.profile.countryCode, retry),
  };
}

/** The profile's currency (ISO 4217), for a message written before its context is needed. */
export async function profileCurrency(db: Database, profileId: number): Promise<string> {
  const row = await db
    .select({ currency: amazonProfiles.currencyCode })
    .from(amazonProfiles)
    .where(eq(amazonProfiles.id, profileId))
    .get();
  return row?.currency ?? DEFAULT_CURRENCY;
}
