import { connectedProfileAccount } from "../../access/profile-account";
import type { SendAllowance } from "../../automation/send-allowance";
import type { Database } from "../../db/client";
import { sellerMayUseProduct } from "./product-access";

/**
 * What the profile's owner lets the automation send now (their subscription, their ad limit); ALL
 * when the profile is gone (the run finds that out itself).
 */
export async function automationAllowance(
  db: Database,
  profileId: number,
  now: () => Promise<Date>,
): Promise<SendAllowance> {
  const connected = await connectedProfileAccount(db, profileId);
  if (!connected) return "ALL";
  if (!(await sellerMayUseProduct(db, connected.account.userId, now))) return "NOTHING";
  return connected.ownerAdLimitReached ? "LOWER_SPEND_ONLY" : "ALL";
}
