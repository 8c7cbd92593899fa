import { sellerProfileAccounts } from "../../access/profile-account";
import type { Database } from "../../db/client";

/** The seller's profiles, through their connected accounts, by id. */
export async function profiles(db: Database, userId: string) {
  const rows = await sellerProfileAccounts(db, userId);
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
