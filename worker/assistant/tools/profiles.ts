import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { amazonAccounts, amazonProfiles } from "../../db/schema";

/** The seller's profiles, through their connected accounts. */
export function profiles(db: Database, userId: string) {
  return db
    .select({
      id: amazonProfiles.id,
      name: amazonProfiles.accountName,
      countryCode: amazonProfiles.countryCode,
      currency: amazonProfiles.currencyCode,
      timezone: amazonProfiles.timezone,
    })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .where(eq(amazonAccounts.userId, userId))
    .orderBy(amazonProfiles.id);
}
