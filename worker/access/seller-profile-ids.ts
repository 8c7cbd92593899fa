import { sql } from "drizzle-orm";
import { amazonAccounts, amazonProfiles } from "../db/schema";
import { profileOfAccount } from "./profile-account";

/**
 * The ids of the seller's profiles (through their connected accounts), or just `profileId` when it is
 * one of them, as a subquery: a statement over many profiles still binds one or two parameters.
 */
export const sellerProfileIds = (userId: string, profileId?: number) => sql`
  select ${amazonProfiles.id} from ${amazonProfiles} join ${amazonAccounts} on ${profileOfAccount}
  where ${amazonAccounts.userId} = ${userId}${profileId === undefined ? sql`` : sql` and ${amazonProfiles.id} = ${profileId}`}`;
