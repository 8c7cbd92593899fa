import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import { skuCampaigns } from "../db/sku-structure-schema";

/**
 * SKU id → campaignId → the budget the seller kept on one of the SKU's own campaigns (their edit in
 * Skupilot): the BUDGET_SPLIT rule leaves it as that campaign's share. One statement for all SKUs.
 */
export async function keptBudgetsBySku(
  db: Database,
  profileId: number,
  skuIds: number[],
): Promise<Map<number, Record<string, number>>> {
  const rows = await db
    .select({
      skuId: skuCampaigns.advertisedSkuId,
      campaignId: skuCampaigns.campaignId,
      keptCents: skuCampaigns.keptBudgetCents,
    })
    .from(skuCampaigns)
    .where(
      and(
        eq(skuCampaigns.profileId, profileId),
        inList(skuCampaigns.advertisedSkuId, skuIds),
        isNotNull(skuCampaigns.keptBudgetCents),
      ),
    );
  const bySku = new Map<number, Record<string, number>>();
  for (const row of rows) {
    if (row.keptCents === null) continue;
    const kept = bySku.get(row.skuId) ?? {};
    kept[row.campaignId] = row.keptCents;
    bySku.set(row.skuId, kept);
  }
  return bySku;
}
