import { eq } from "drizzle-orm";
import { profileAccounts } from "../../access/profile-account";
import { SELLER_TABLES } from "../../access/seller-tables";
import type { AmazonConfig } from "../../amazon/amazon-config";
import { whileNoRunOn } from "../../automation/lease";
import type { Stripe } from "../../billing/stripe-client";
import { ApiError, validationError } from "../../contracts/api-error";
import type { AccountDeleted } from "../../contracts/users/account-data.schemas";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { amazonAccounts, users } from "../../db/schema";
import { pauseManagedCampaigns } from "../amazon-accounts/pause-managed-campaigns";
import { verifyPassword } from "../users/passwords";
import { cancelSubscriptions } from "./cancel-subscriptions";
import { eraseOutsideSkupilot, type OutsideServices } from "./erase-outside-skupilot";
import { sellerOf } from "./seller";

/**
 * Amazon's page where a customer removes an app's access ("Your Apps & Websites"). Login with Amazon
 * has no endpoint for an app to revoke its own grant: an app deletes its tokens, and the seller may
 * withdraw the consent itself there.
 */
export const amazonAppsPage = (config: AmazonConfig) => new URL("/ap/adam", config.authorizeUrl).toString();

/**
 * Deletes the seller for good, once their password is confirmed: their Stripe subscriptions are
 * cancelled first (nothing is deleted when Stripe fails), their Stripe customer and referral record
 * erased (eraseOutsideSkupilot), the campaigns Skupilot manages are paused on
 * Amazon as a disconnect does, then every row of theirs in every table goes in one batch (D1 runs a
 * batch as one transaction), Amazon tokens included. With the user row gone every session of theirs
 * is refused (requireUser). While an automation run is sending changes on one of their profiles,
 * nothing is done and the seller is asked to try again (429/1007).
 */
export async function deleteAccount(
  db: Database,
  services: { amazon: AmazonConfig; stripe: Stripe } & OutsideServices,
  userId: string,
  password: string,
  pepper: string,
): Promise<AccountDeleted> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ApiError(1009, "Please sign in to continue.");
  if (!(await verifyPassword(password, user.passwordHash, pepper))) {
    throw validationError("password", "The password is not correct");
  }
  // Only what goes with the seller: the organisations nobody else belongs to.
  const seller = await sellerOf(db, userId, true);
  const ofSeller = inList(amazonAccounts.organisationId, seller.organisationIds);
  const accounts = await db.select().from(amazonAccounts).where(ofSeller);
  const profiles = await profileAccounts(db, ofSeller);
  // Under the profiles' automation leases, taken before Stripe is asked: a run in flight could
  // otherwise re-enable what this pauses, and a busy answer must leave the subscriptions as they are.
  const { cancelledSubscriptions, campaignsNotPaused } = await whileNoRunOn(
    db,
    profiles.map(({ profile }) => profile.id),
    async () => {
      const cancelled = await cancelSubscriptions(db, services.stripe, userId);
      await eraseOutsideSkupilot(db, services, userId);
      const notPaused: string[] = [];
      for (const account of accounts) {
        notPaused.push(...(await pauseManagedCampaigns(db, services.amazon, account)));
      }
      const [first, ...rest] = SELLER_TABLES.map((entry) =>
        db.delete(entry.table).where(entry.owned(seller)),
      );
      if (first) await db.batch([first, ...rest]);
      return { cancelledSubscriptions: cancelled, campaignsNotPaused: notPaused };
    },
  );
  return {
    cancelledSubscriptions,
    amazonAccountsDisconnected: accounts.length,
    campaignsNotPaused,
    amazonAppsUrl: accounts.length > 0 ? amazonAppsPage(services.amazon) : null,
  };
}
