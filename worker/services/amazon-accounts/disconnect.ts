import { and, eq, sql } from "drizzle-orm";
import { SELLER_TABLES } from "../../access/seller-tables";
import type { AmazonConfig } from "../../amazon/amazon-config";
import { whileNoRunOn } from "../../automation/lease";
import { ApiError } from "../../contracts/api-error";
import type { DisconnectResult } from "../../contracts/disconnect";
import type { Database } from "../../db/client";
import { amazonAccounts, amazonProfiles } from "../../db/schema";
import { refreshAdLimit } from "../billing/ad-limit";
import { pauseManagedCampaigns } from "./pause-managed-campaigns";

/**
 * Everything kept for a profile (directly or through its SKUs), children before parents: removed with
 * it (D1 ignores cascades on rebuilt tables). The list is the seller-data map's, so a new table kept per
 * profile is removed here too once it is classified there.
 */
const PROFILE_TABLES = SELLER_TABLES.flatMap((entry) => (entry.byProfiles ? [entry] : []));

/** The account's tokens, profiles and synced data, in one batch. */
async function forgetAccount(db: Database, tokenId: number) {
  const profilesOfAccount = sql`select id from amazon_profiles where token_id = ${tokenId}`;
  // Children first: D1 enforces the foreign keys statement by statement.
  const [first, ...rest] = PROFILE_TABLES.map((entry) =>
    db.delete(entry.table).where(entry.byProfiles?.(profilesOfAccount)),
  );
  if (!first) throw new Error("no table is kept per profile");
  await db.batch([
    first,
    ...rest,
    db.delete(amazonProfiles).where(eq(amazonProfiles.tokenId, tokenId)),
    db.delete(amazonAccounts).where(eq(amazonAccounts.tokenId, tokenId)),
  ]);
}

/**
 * Disconnects an account: pauses the campaigns Skupilot manages on it (through Amazon), then forgets
 * its tokens, profiles and synced data. The campaigns themselves stay on Amazon (spec 000 §2.4).
 * Its spend no longer counts toward the seller's ad limit. While an automation run is sending changes
 * on one of its profiles, nothing is done and the seller is asked to try again (429/1007).
 */
export async function disconnectAccount(
  db: Database,
  config: AmazonConfig,
  organisation: { organisationId: string; ownerId: string },
  tokenId: number,
  now: () => Promise<Date>,
): Promise<DisconnectResult> {
  const account = await db
    .select()
    .from(amazonAccounts)
    .where(
      and(
        eq(amazonAccounts.tokenId, tokenId),
        eq(amazonAccounts.organisationId, organisation.organisationId),
      ),
    )
    .get();
  if (!account) throw new ApiError(1006, "This Amazon account is not connected to your Skupilot account.");
  const profiles = await db
    .select({ id: amazonProfiles.id })
    .from(amazonProfiles)
    .where(eq(amazonProfiles.tokenId, tokenId));
  // Under the profiles' automation leases: a run in flight could otherwise re-enable what this pauses.
  const namesWithError = await whileNoRunOn(
    db,
    profiles.map((profile) => profile.id),
    async () => {
      const notPaused = await pauseManagedCampaigns(db, config, account);
      await forgetAccount(db, tokenId);
      return notPaused;
    },
  );
  await refreshAdLimit(db, organisation.ownerId, await now());
  return { namesWithError, token: { name: account.profileName, email: account.profileEmail } };
}
