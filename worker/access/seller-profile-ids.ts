import { sql } from "drizzle-orm";
import { inList } from "../db/in-list";
import { amazonAccounts, amazonProfiles } from "../db/schema";
import { profileOfAccount } from "./profile-account";

/**
 * The ids of the organisation's profiles (through its connected accounts), or just `profileId` when it
 * is one of them, as a subquery: a statement over many profiles still binds one or two parameters.
 */
export const sellerProfileIds = (organisationId: string, profileId?: number) => sql`
  select ${amazonProfiles.id} from ${amazonProfiles} join ${amazonAccounts} on ${profileOfAccount}
  where ${amazonAccounts.organisationId} = ${organisationId}${profileId === undefined ? sql`` : sql` and ${amazonProfiles.id} = ${profileId}`}`;

/** The ids of the profiles of every organisation `organisationIds` lists, as a subquery. */
export const organisationsProfileIds = (organisationIds: readonly string[]) => sql`
  select ${amazonProfiles.id} from ${amazonProfiles} join ${amazonAccounts} on ${profileOfAccount}
  where ${inList(amazonAccounts.organisationId, organisationIds)}`;
