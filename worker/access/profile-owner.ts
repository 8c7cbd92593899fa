import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { amazonAccounts, amazonProfiles } from "../db/schema";
import { organisationOwnerOf } from "./organisation-owner";
import { profileOfAccount } from "./profile-account";

/**
 * The owner of the organisation whose connected account holds the profile (whose plan and ad limit it
 * runs under, docs/teams.md); undefined when the profile is gone.
 */
export async function profileOwnerId(db: Database, profileId: number): Promise<string | undefined> {
  const owner = await db
    .select({ userId: organisationOwnerOf(amazonAccounts.organisationId) })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, profileOfAccount)
    .where(eq(amazonProfiles.id, profileId))
    .get();
  return owner?.userId ?? undefined;
}
