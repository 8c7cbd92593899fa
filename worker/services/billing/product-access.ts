import { eq } from "drizzle-orm";
import { profileOwnerId } from "../../access/profile-owner";
import { mayUseProduct } from "../../contracts/billing/product-access";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { currentSubscriptionRead } from "./current-subscription";

/**
 * Whether the seller is in their trial or has a live subscription, by the product's clock `now`. The
 * subscription gate asks on every signed-in request: both reads go to D1 in one round trip.
 */
export async function sellerMayUseProduct(db: Database, userId: string, now: () => Promise<Date>) {
  const [[user], subscriptions] = await db.batch([
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
    currentSubscriptionRead(db, userId),
  ]);
  if (!user) return false;
  const seller = { signedUpAt: user.createdAt, hasLiveSubscription: subscriptions.length > 0 };
  // A subscriber passes at any time: the clock (a request to the sandbox locally) is asked only without one.
  return seller.hasLiveSubscription || mayUseProduct(seller, await now());
}

/** Whether the profile's owner has neither a trial nor a live subscription (false when the profile is gone). */
export async function profileOwnerLacksAccess(db: Database, profileId: number, now: () => Promise<Date>) {
  const ownerId = await profileOwnerId(db, profileId);
  return ownerId !== undefined && !(await sellerMayUseProduct(db, ownerId, now));
}
