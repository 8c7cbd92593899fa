import { and, eq, inArray } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import { capOf } from "../../automation/rules/budget-split";
import { ruleClockAt } from "../../clock/zone-clock";
import type { BudgetSplitView } from "../../contracts/advertised-skus/budget-split";
import { centsToDollars } from "../../contracts/metrics";
import { managedCampaigns, spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { skuCampaigns } from "../../db/sku-structure-schema";

const LIVE = ["ENABLED", "PAUSED"];

/**
 * The campaigns that share the SKU's Max budget (Skupilot's, enabled or paused) with their daily
 * budgets and the total against today's cap, and the migrated campaigns that keep their own
 * budgets. 1006 when the SKU is not the profile's.
 */
export async function budgetSplitView(
  db: Database,
  profile: OwnProfile,
  skuId: number,
  now: Date,
): Promise<BudgetSplitView> {
  const sku = await requireSku(db, profile.id, skuId);
  const joined = (campaignId: typeof skuCampaigns.campaignId | typeof managedCampaigns.campaignId) =>
    and(eq(spCampaigns.profileId, profile.id), eq(spCampaigns.campaignId, campaignId));
  const [built, migrated] = await Promise.all([
    db
      .select({
        campaignId: skuCampaigns.campaignId,
        name: spCampaigns.name,
        role: skuCampaigns.role,
        state: spCampaigns.state,
        budgetCents: spCampaigns.budgetCents,
        keptCents: skuCampaigns.keptBudgetCents,
      })
      .from(skuCampaigns)
      .innerJoin(spCampaigns, joined(skuCampaigns.campaignId))
      .where(and(eq(skuCampaigns.advertisedSkuId, sku.id), inArray(spCampaigns.state, LIVE)))
      .orderBy(skuCampaigns.id),
    db
      .select({
        campaignId: managedCampaigns.campaignId,
        name: spCampaigns.name,
        state: spCampaigns.state,
        budgetCents: spCampaigns.budgetCents,
      })
      .from(managedCampaigns)
      .innerJoin(spCampaigns, joined(managedCampaigns.campaignId))
      .where(
        and(
          eq(managedCampaigns.profileId, profile.id),
          eq(managedCampaigns.advertisedSkuId, sku.id),
          eq(managedCampaigns.source, "MIGRATED"),
          inArray(spCampaigns.state, LIVE),
        ),
      )
      .orderBy(spCampaigns.name),
  ]);
  const cap = capOf(sku, ruleClockAt(now, profile.timezone), profile.currencyCode);
  return {
    maxDailyBudget: centsToDollars(sku.maxDailyBudgetCents),
    cap: centsToDollars(cap.cents),
    seasonNote: cap.cents > sku.maxDailyBudgetCents ? cap.text : null,
    total: centsToDollars(built.reduce((sum, row) => sum + row.budgetCents, 0)),
    campaigns: built.map((row) => ({
      campaignId: row.campaignId,
      name: row.name,
      role: row.role,
      state: row.state,
      budget: centsToDollars(row.budgetCents),
      kept: row.keptCents !== null,
    })),
    ownBudgets: migrated.map((row) => ({
      campaignId: row.campaignId,
      name: row.name,
      state: row.state,
      budget: centsToDollars(row.budgetCents),
    })),
  };
}
