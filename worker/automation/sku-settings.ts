import { and, eq, or } from "drizzle-orm";
import { targetAcosOf } from "../contracts/automation/target-acos";
import { advertisedSkus } from "../db/ads-schema";
import type { Database } from "../db/client";
import { advertisedThroughMigratedCampaigns } from "../db/migrated-skus-sql";
import { amazonProfiles } from "../db/schema";
import type { SkuSettings } from "./rules/rule-input";

/**
 * The settings of the profile's SKUs the automation governs (or of one of them), as the rules read
 * them: those advertised with Skupilot's campaigns and those advertised through campaigns the seller
 * migrated (a product ad of theirs in a live migrated campaign). Each carries its profile's currency,
 * which every amount of the SKU, and of its rules' reasons, is in.
 */
export async function advertisedSkuSettings(
  db: Database,
  profileId: number,
  timezone: string,
  onlySkuId?: number,
): Promise<SkuSettings[]> {
  const rows = await db
    .select({ row: advertisedSkus, currency: amazonProfiles.currencyCode })
    .from(advertisedSkus)
    .innerJoin(amazonProfiles, eq(amazonProfiles.id, advertisedSkus.profileId))
    .where(
      and(
        eq(advertisedSkus.profileId, profileId),
        or(eq(advertisedSkus.isAdvertised, true), advertisedThroughMigratedCampaigns),
        onlySkuId === undefined ? undefined : eq(advertisedSkus.id, onlySkuId),
      ),
    )
    .orderBy(advertisedSkus.id);
  return rows.map(({ row, currency }) => skuSettingsOf(row, timezone, currency));
}

/** An advertised_skus row's settings as the rules read them, in its profile's zone and currency. */
export const skuSettingsOf = (
  row: typeof advertisedSkus.$inferSelect,
  timezone: string,
  currency: string,
): SkuSettings => ({
  skuId: row.id,
  sku: row.sku,
  asin: row.asin,
  timezone,
  currency,
  bidMinCents: row.bidMinCents,
  bidMaxCents: row.bidMaxCents,
  maxDailyBudgetCents: row.maxDailyBudgetCents,
  priceCents: row.priceCents,
  targetAcos: targetAcosOf(row.targetAcos, row.targetRoas),
  seasonality: row.seasonality ?? null,
  negativeOptimization: row.negativeOptimization ?? null,
  searchTermExpansion: row.searchTermExpansion ?? null,
  targetBidExpansion: row.targetBidExpansion ?? null,
});
