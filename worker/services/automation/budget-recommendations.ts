import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import { budgetOutsOf, loadBudgetOuts } from "../../automation/load-budget-outs";
import { campaignIdsOf, loadSkuEntities } from "../../automation/load-entities";
import { loadSkuFigures } from "../../automation/load-figures";
import {
  BUDGET_BOUND_DAYS,
  budgetBound,
  budgetBoundText,
  budgetRecommendationText,
} from "../../automation/rules/budget-bound";
import { advertisedSkuSettings } from "../../automation/sku-settings";
import { ruleClockAt } from "../../clock/zone-clock";
import type { BudgetRecommendations } from "../../contracts/automation/budget-recommendation";
import { shiftDate } from "../../contracts/date-range";
import type { Database } from "../../db/client";

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The profile's advertised SKUs (or one of them) that are budget-bound at `now`, each with the bigger
 * Max budget to consider and its estimated sales, from D1 alone (rules/budget-bound.ts computes it,
 * as bid optimisation's reason does). 1006 for a SKU that is not the profile's.
 */
export async function budgetRecommendations(
  db: Database,
  profile: OwnProfile,
  skuId: number | undefined,
  now: Date,
): Promise<BudgetRecommendations> {
  if (skuId !== undefined) await requireSku(db, profile.id, skuId);
  const skus = await advertisedSkuSettings(db, profile.id, profile.timezone, skuId);
  if (skus.length === 0) return { recommendations: [] };
  const today = ruleClockAt(now, profile.timezone).today;
  const since = shiftDate(today, -BUDGET_BOUND_DAYS);
  const entities = await loadSkuEntities(db, profile.id, skus);
  const [figures, outs] = await Promise.all([
    loadSkuFigures(db, profile.id, entities, since),
    loadBudgetOuts(db, profile.id, campaignIdsOf(entities), since),
  ]);
  const recommendations = skus.flatMap((settings) => {
    const mine = entities.get(settings.skuId);
    const days = figures.get(settings.skuId);
    if (!mine || !days) return [];
    const bound = budgetBound(
      {
        settings,
        campaigns: mine.campaigns,
        targetingDays: days.targetingDays,
        budgetOuts: budgetOutsOf(outs, mine.campaigns),
      },
      today,
    );
    if (!bound) return [];
    return [
      {
        skuId: settings.skuId,
        sku: settings.sku,
        outDays: bound.outDays,
        windowDays: bound.windowDays,
        outHour: bound.typicalHour,
        acos: Math.round(bound.acos * 10) / 10,
        targetAcos: bound.targetAcos,
        maxDailyBudget: dollars(bound.maxDailyBudgetCents),
        suggestedMaxBudget: dollars(bound.suggestedMaxBudgetCents),
        estimatedExtraSalesPerDay: dollars(bound.extraSalesCentsPerDay),
        reason: budgetBoundText(bound).replace(/; $/, ""),
        recommendation: budgetRecommendationText(bound, settings.currency),
      },
    ];
  });
  return { recommendations };
}
