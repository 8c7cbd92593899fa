import { connectedProfileAccount } from "../../access/profile-account";
import { accountUsable, profileAdsClient } from "../../access/profile-ads-client";
import { amazonConfig } from "../../amazon/amazon-config";
import { marketplaceNow } from "../../amazon/marketplace-clock";
import type { RetryPolicy } from "../../amazon/retrying-fetch";
import type { Database } from "../../db/client";
import { alertJobFailure } from "../../services/alerts/evaluate-profile";
import { recordSyncStatus } from "./record-sync-status";
import { SYNC_NEEDS_RECONNECT } from "./sync-failure-message";

/**
 * The profile a sync message names and an Ads client acting for it; null (and the reason) when the
 * profile is gone, or its account must be reconnected (the sync then reads FAILED with that reason).
 */
export async function syncAccess(db: Database, env: Env, profileId: number, retry?: RetryPolicy) {
  const row = await connectedProfileAccount(db, profileId);
  if (!row) return { skipped: "profile no longer connected" } as const;
  if (!accountUsable(row.account)) {
    await recordSyncStatus(db, env, profileId, {
      state: "FAILED",
      phase: null,
      lastError: SYNC_NEEDS_RECONNECT,
    });
    await alertJobFailure(db, env, profileId, { kind: "accountRefused" }, await marketplaceNow(env));
    return { skipped: "account INVALID" } as const;
  }
  const client = profileAdsClient(db, amazonConfig(env), row.account, row.profile.countryCode, retry);
  return { profile: row.profile, client } as const;
}
