import { sql } from "drizzle-orm";
import type { AmazonProfile } from "../../amazon/profiles";
import type { Database } from "../../db/client";
import { amazonProfiles } from "../../db/schema";

/** D1 binds at most 100 parameters a statement; a profile row binds 9. */
const ROWS_PER_STATEMENT = 10;

/** Inserts the account's profiles, or refreshes the ones it already has. */
export async function saveProfiles(db: Database, tokenId: number, profiles: AmazonProfile[]) {
  const rows = profiles.map((profile) => ({
    tokenId,
    amazonProfileId: profile.profileId,
    countryCode: profile.countryCode,
    currencyCode: profile.currencyCode,
    timezone: profile.timezone,
    accountName: profile.accountInfo.name,
    accountType: profile.accountInfo.type,
    accountId: profile.accountInfo.id,
    marketplaceStringId: profile.accountInfo.marketplaceStringId,
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insert(amazonProfiles)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [amazonProfiles.tokenId, amazonProfiles.amazonProfileId],
        set: {
          countryCode: sql`excluded.country_code`,
          currencyCode: sql`excluded.currency_code`,
          timezone: sql`excluded.timezone`,
          accountName: sql`excluded.account_name`,
          accountType: sql`excluded.account_type`,
          accountId: sql`excluded.account_id`,
          marketplaceStringId: sql`excluded.marketplace_string_id`,
        },
      });
  }
}
