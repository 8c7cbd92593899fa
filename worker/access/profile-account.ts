/**
 * The one join of a profile with the Amazon account it was connected through (and so with its seller):
 * every "is this the seller's profile" and "how do I reach Amazon for it" starts here, once a request
 * or job.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { amazonAccounts, amazonProfiles, users } from "../db/schema";
import { organisationOwnerOf } from "./organisation-owner";

export type ProfileRow = typeof amazonProfiles.$inferSelect;
export type AccountRow = typeof amazonAccounts.$inferSelect;

/** How a profile meets the Amazon account it was connected through: for the queries that join more. */
export const profileOfAccount = eq(amazonAccounts.tokenId, amazonProfiles.tokenId);

/** A profile, its account and whether the account's organisation is over its plan's ad limit. */
export type ProfileAccount = { profile: ProfileRow; account: AccountRow; ownerAdLimitReached: boolean };

/** The profiles (with their accounts) `where` picks, for a job that walks many. */
export const profileAccounts = (db: Database, where: SQL | undefined) =>
  db
    .select({
      profile: amazonProfiles,
      account: amazonAccounts,
      ownerAdLimitReached:
        sql`(select ${users.isAdLimitReached} from ${users} where ${users.id} = ${organisationOwnerOf(amazonAccounts.organisationId)})`.mapWith(
          users.isAdLimitReached,
        ),
    })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, profileOfAccount)
    .where(where);

/** The connected profile, whoever's it is (for jobs, which act for any seller); undefined once disconnected. */
export const connectedProfileAccount = (
  db: Database,
  profileId: number,
): Promise<ProfileAccount | undefined> => profileAccounts(db, eq(amazonProfiles.id, profileId)).get();

/** The profile if it is one of the organisation's connected profiles; undefined otherwise. */
export const sellerProfileAccount = (
  db: Database,
  organisationId: string,
  profileId: number,
): Promise<ProfileAccount | undefined> =>
  profileAccounts(
    db,
    and(eq(amazonProfiles.id, profileId), eq(amazonAccounts.organisationId, organisationId)),
  ).get();

/** Every profile of the organisation's connected accounts. */
export const sellerProfileAccounts = (db: Database, organisationId: string): Promise<ProfileAccount[]> =>
  profileAccounts(db, eq(amazonAccounts.organisationId, organisationId));
