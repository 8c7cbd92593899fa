import { and, eq, inArray } from "drizzle-orm";
import type { AmazonConfig } from "../../amazon/amazon-config";
import { type MarketplaceClock, marketplaceNow } from "../../amazon/marketplace-clock";
import { ApiError } from "../../contracts/api-error";
import type { DisconnectResult } from "../../contracts/disconnect";
import {
  advertisedSkus,
  dailyMetrics,
  managedCampaigns,
  searchTermMetrics,
  spAdGroups,
  spCampaigns,
  spKeywords,
  spProductAds,
  spTargets,
  syncStatus,
} from "../../db/ads-schema";
import {
  automationChanges,
  automationHolds,
  automationLeases,
  automationRuleRuns,
} from "../../db/automation-schema";
import { campaignRunningTotals } from "../../db/campaign-running-totals-schema";
import type { Database } from "../../db/client";
import { keywordBoosts, keywordOptions, targetOptions } from "../../db/keyword-boosts-schema";
import { profileDailyTotals } from "../../db/profile-daily-totals-schema";
import { amazonAccounts, amazonProfiles } from "../../db/schema";
import { competitors, skuCampaigns } from "../../db/sku-structure-schema";
import { refreshAdLimit } from "../billing/ad-limit";
import { pauseManagedCampaigns } from "./pause-managed-campaigns";

/**
 * Everything kept for a profile, children before parents: removed with it (D1 ignores cascades on
 * rebuilt tables). Competitors hang off their SKU and are removed through it.
 */
const PROFILE_TABLES = [
  automationChanges,
  automationLeases,
  automationHolds,
  keywordBoosts,
  keywordOptions,
  targetOptions,
  skuCampaigns,
  managedCampaigns,
  campaignRunningTotals,
  profileDailyTotals,
  dailyMetrics,
  searchTermMetrics,
  spKeywords,
  spTargets,
  spProductAds,
  spAdGroups,
  spCampaigns,
] as const;

/**
 * Disconnects an account: pauses the campaigns Skupilot manages on it (through Amazon), then forgets
 * its tokens, profiles and synced data. The campaigns themselves stay on Amazon (spec 000 §2.4).
 * Its spend no longer counts toward the seller's ad limit.
 */
export async function disconnectAccount(
  db: Database,
  config: AmazonConfig,
  userId: string,
  tokenId: number,
  clock: MarketplaceClock,
): Promise<DisconnectResult> {
  const account = await db
    .select()
    .from(amazonAccounts)
    .where(and(eq(amazonAccounts.tokenId, tokenId), eq(amazonAccounts.userId, userId)))
    .get();
  if (!account) throw new ApiError(1006, "This Amazon account is not connected to your Skupilot account.");
  const namesWithError = await pauseManagedCampaigns(db, config, account);

  const profilesOfAccount = db
    .select({ id: amazonProfiles.id })
    .from(amazonProfiles)
    .where(eq(amazonProfiles.tokenId, tokenId));
  const skusOfProfiles = db
    .select({ id: advertisedSkus.id })
    .from(advertisedSkus)
    .where(inArray(advertisedSkus.profileId, profilesOfAccount));
  // Children first: D1 enforces the foreign keys statement by statement.
  await db.batch([
    db.delete(syncStatus).where(inArray(syncStatus.profileId, profilesOfAccount)),
    ...PROFILE_TABLES.map((table) => db.delete(table).where(inArray(table.profileId, profilesOfAccount))),
    db.delete(automationRuleRuns).where(inArray(automationRuleRuns.advertisedSkuId, skusOfProfiles)),
    db.delete(competitors).where(inArray(competitors.advertisedSkuId, skusOfProfiles)),
    db.delete(advertisedSkus).where(inArray(advertisedSkus.profileId, profilesOfAccount)),
    db.delete(amazonProfiles).where(eq(amazonProfiles.tokenId, tokenId)),
    db.delete(amazonAccounts).where(eq(amazonAccounts.tokenId, tokenId)),
  ]);
  await refreshAdLimit(db, userId, await marketplaceNow(clock));
  return { namesWithError, token: { name: account.profileName, email: account.profileEmail } };
}
