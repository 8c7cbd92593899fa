import { and, eq, type SQL, sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import { centsToDollars } from "../../contracts/metrics";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import type { SkuSettingsRow } from "../assistant";

/** The seller's advertised SKUs with their settings as the Product Details page holds them, money in currency units. */
export async function skuSettings(
  db: Database,
  organisationId: string,
  query: { profileId?: number; sku?: string },
): Promise<SkuSettingsRow[]> {
  const where: SQL[] = [
    sql`${advertisedSkus.profileId} in (${sellerProfileIds(organisationId, query.profileId)})`,
  ];
  if (query.sku !== undefined) where.push(eq(advertisedSkus.sku, query.sku));
  const rows = await db
    .select()
    .from(advertisedSkus)
    .where(and(...where))
    .orderBy(advertisedSkus.profileId, advertisedSkus.sku);
  return rows.map((row) => ({
    profileId: row.profileId,
    sku: row.sku,
    name: row.title ?? row.sku,
    settings: {
      isAdvertised: row.isAdvertised,
      targetAcos: row.targetAcos,
      targetRoas: row.targetRoas,
      bidMin: centsToDollars(row.bidMinCents),
      bidMax: centsToDollars(row.bidMaxCents),
      maxDailyBudget: centsToDollars(row.maxDailyBudgetCents),
      currency: row.currency,
      seasonality: row.seasonality,
      negativeOptimization: row.negativeOptimization,
      searchTermExpansion: row.searchTermExpansion,
      targetBidExpansion: row.targetBidExpansion,
    },
  }));
}
