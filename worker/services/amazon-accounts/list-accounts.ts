import { desc, eq } from "drizzle-orm";
import type { AmazonAccountView } from "../../contracts/amazon-accounts/account-views";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { amazonAccounts, amazonProfiles } from "../../db/schema";

/** The organisation's connected accounts, newest first (spec 000 §2.4), each with its advertising profiles. */
export async function listAccountsWithProfiles(
  db: Database,
  organisationId: string,
): Promise<AmazonAccountView[]> {
  const accounts = await db
    .select()
    .from(amazonAccounts)
    .where(eq(amazonAccounts.organisationId, organisationId))
    .orderBy(desc(amazonAccounts.tokenId));
  if (accounts.length === 0) return [];

  const profiles = await db
    .select()
    .from(amazonProfiles)
    .where(
      inList(
        amazonProfiles.tokenId,
        accounts.map((account) => account.tokenId),
      ),
    )
    .orderBy(amazonProfiles.id);

  return accounts.map((account) => ({
    tokenId: account.tokenId,
    profileName: account.profileName,
    profileEmail: account.profileEmail,
    state: account.state,
    createdAt: account.createdAt.toISOString(),
    profiles: profiles
      .filter((profile) => profile.tokenId === account.tokenId)
      .map((profile) => ({
        id: profile.id,
        countryCode: profile.countryCode,
        currencyCode: profile.currencyCode,
        timezone: profile.timezone,
        amazonProfileId: profile.amazonProfileId,
        accountInfo: { name: profile.accountName, type: profile.accountType },
      })),
  }));
}
