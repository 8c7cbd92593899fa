import { eq } from "drizzle-orm";
import { adsClientFor } from "../../amazon/account-client";
import { amazonConfig } from "../../amazon/amazon-config";
import { regionOfCountry } from "../../amazon/regions";
import type { RetryPolicy } from "../../amazon/retrying-fetch";
import type { Database } from "../../db/client";
import { amazonAccounts, amazonProfiles } from "../../db/schema";
import { recordSyncStatus } from "./record-sync-status";
import { SYNC_NEEDS_RECONNECT } from "./sync-failure-message";

/**
 * The profile a sync message names and an Ads client acting for it; null (and the reason) when the
 * profile is gone, or its account must be reconnected (the sync then reads FAILED with that reason).
 */
export async function syncAccess(db: Database, env: Env, profileId: number, retry?: RetryPolicy) {
  const row = await db
    .select({ profile: amazonProfiles, account: amazonAccounts })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .where(eq(amazonProfiles.id, profileId))
    .get();
  if (!row) return { skipped: "profile no longer connected" } as const;
  if (row.account.state === "INVALID") {
    await recordSyncStatus(db, env, profileId, {
      state: "FAILED",
      phase: null,
      lastError: SYNC_NEEDS_RECONNECT,
    });
    return { skipped: "account INVALID" } as const;
  }
  const client = adsClientFor(
    db,
    amazonConfig(env),
    row.account,
    regionOfCountry(row.profile.countryCode),
    retry,
  );
  return { profile: row.profile, client } as const;
}
