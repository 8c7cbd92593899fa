import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { amazonAccounts, amazonProfiles } from "../db/schema";
import { profileOfAccount } from "./profile-account";

/** The id of the seller whose connected account holds the profile; undefined when the profile is gone. */
export async function profileOwnerId(db: Database, profileId: number): Promise<string | undefined> {
  const owner = await db
    .select({ userId: amazonAccounts.userId })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, profileOfAccount)
    .where(eq(amazonProfiles.id, profileId))
    .get();
  return owner?.userId;
}
