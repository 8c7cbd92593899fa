import type { Database } from "../db/client";
import { connectedProfileAccount } from "./profile-account";

/** The id of the seller whose connected account holds the profile; undefined when the profile is gone. */
export async function profileOwnerId(db: Database, profileId: number): Promise<string | undefined> {
  return (await connectedProfileAccount(db, profileId))?.account.userId;
}
