import { eq } from "drizzle-orm";
import { tellReferralTracker } from "../../billing/referral-tracker";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** Tells the referral tracker which seller just connected an Amazon account (spec 000 §2.4). */
export async function reportConnectedSeller(
  db: Database,
  env: { REFERRAL_TRACKER_URL?: string },
  userId: string,
) {
  const user = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (user) await tellReferralTracker(env, { uid: userId, email: user.email });
}
