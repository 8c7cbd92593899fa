import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../app-env";
import {
  dailyMetrics,
  searchTermMetrics,
  spAdGroups,
  spCampaigns,
  spKeywords,
  spProductAds,
  spTargets,
  syncStatus,
} from "../db/ads-schema";
import { amazonAccounts, amazonProfiles } from "../db/schema";

import { ApiError } from "../lib/api-error";

/** Everything synced for a profile; removed with it (D1 ignores cascades on rebuilt tables). */
const SYNCED_TABLES = [
  dailyMetrics,
  searchTermMetrics,
  spKeywords,
  spTargets,
  spProductAds,
  spAdGroups,
  spCampaigns,
] as const;

export type DisconnectResult = { namesWithError: string[]; token: { name: string; email: string } };

/**
 * Forgets a connected account: its tokens, profiles and synced data. The campaigns stay on Amazon (spec 000 §2.4).
 * Pausing the campaigns Skupilot manages comes with the campaign work; until then none are managed.
 */
export async function disconnectAccount(
  db: Database,
  userId: string,
  tokenId: number,
): Promise<DisconnectResult> {
  const account = await db
    .select()
    .from(amazonAccounts)
    .where(and(eq(amazonAccounts.tokenId, tokenId), eq(amazonAccounts.userId, userId)))
    .get();
  if (!account) throw new ApiError(1006, "This Amazon account is not connected to your Skupilot account.");

  const profilesOfAccount = db
    .select({ id: amazonProfiles.id })
    .from(amazonProfiles)
    .where(eq(amazonProfiles.tokenId, tokenId));
  // Children first: D1 enforces the foreign keys statement by statement.
  await db.batch([
    db.delete(syncStatus).where(inArray(syncStatus.profileId, profilesOfAccount)),
    ...SYNCED_TABLES.map((table) => db.delete(table).where(inArray(table.profileId, profilesOfAccount))),
    db.delete(amazonProfiles).where(eq(amazonProfiles.tokenId, tokenId)),
    db.delete(amazonAccounts).where(eq(amazonAccounts.tokenId, tokenId)),
  ]);
  return { namesWithError: [], token: { name: account.profileName, email: account.profileEmail } };
}
