import { sellerProfileAccounts } from "../../access/profile-account";
import type { Database } from "../../db/client";

/** The organisation's profiles, through its connected accounts, by id. */
export async function profiles(db: Database, organisationId: string) {
  const rows = await sellerProfileAccounts(db, organisationId);
  return rows
    .map(({ profile }) => ({
      id: profile.id,
      name: profile.accountName,
      countryCode: profile.countryCode,
      currency: profile.currencyCode,
      timezone: profile.timezone,
    }))
    .sort((a, b) => a.id - b.id);
}
