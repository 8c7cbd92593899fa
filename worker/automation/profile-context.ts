import { eq } from "drizzle-orm";
import { adsClientFor } from "../amazon/account-client";
import type { AdsClient } from "../amazon/ads-client";
import { amazonConfig } from "../amazon/amazon-config";
import { regionOfCountry } from "../amazon/regions";
import type { RetryPolicy } from "../amazon/retrying-fetch";
import { DEFAULT_CURRENCY } from "../contracts/money";
import type { Database } from "../db/client";
import { amazonAccounts, amazonProfiles, users } from "../db/schema";

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
  const row = await db
    .select({ profile: amazonProfiles, account: amazonAccounts, adLimitReached: users.isAdLimitReached })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .innerJoin(users, eq(users.id, amazonAccounts.userId))
    .where(eq(amazonProfiles.id, profileId))
    .get();
  if (!row || row.account.state === "INVALID") return null;
  return {
    profileId,
    amazonProfileId: row.profile.amazonProfileId,
    countryCode: row.profile.countryCode,
    timezone: row.profile.timezone,
    currency: row.profile.currencyCode,
    adLimitReached: row.adLimitReached,
    client: adsClientFor(db, amazonConfig(env), row.account, regionOfCountry(row.profile.countryCode), retry),
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
