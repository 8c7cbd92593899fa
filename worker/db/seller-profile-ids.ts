import { sql } from "drizzle-orm";

/**
 * The ids of the seller's profiles (through their connected accounts), or just `profileId` when it is
 * one of them, as a subquery: a statement over many profiles still binds one or two parameters.
 */
export const sellerProfileIds = (userId: string, profileId?: number) => sql`
  select sp.id from amazon_profiles sp join amazon_accounts sa on sa.token_id = sp.token_id
  where sa.user_id = ${userId}${profileId === undefined ? sql`` : sql` and sp.id = ${profileId}`}`;
