import { addDays, addMonths } from "date-fns";
import type { Frequency } from "../../contracts/advertised-skus/advertised-sku";
import type { AutomationRule } from "../../contracts/automation/change";
import type { advertisedSkus } from "../../db/ads-schema";
import { nextTopOfHour } from "./zoned-time";

type SkuRow = typeof advertisedSkus.$inferSelect;
/** What else switches a rule on beyond the SKU's row: running boosts, keywords with organic optimisation. */
export type SkuExtras = { boosting: boolean; organicSearch: boolean };

/**
 * Whether the SKU's settings switch the rule on: a target for bid optimisation, each optional
 * setting activated, a running boost, a keyword with organic search optimisation; inventory watches
 * every advertised SKU.
 */
export function ruleEnabled(rule: AutomationRule, sku: SkuRow, extras: SkuExtras): boolean {
  switch (rule) {
    case "BID_OPTIMIZATION":
      return sku.targetAcos !== null || sku.targetRoas !== null;
    case "NEGATIVE_OPTIMIZATION":
      return sku.negativeOptimization !== null;
    case "SEARCH_TERM_EXPANSION":
      return sku.searchTermExpansion?.pullWinningFromOtherCampaigns === true;
    case "TARGET_BID_EXPANSION":
      return sku.targetBidExpansion?.isActivated === true;
    case "DAY_PARTING":
      return sku.seasonality?.turnAdsOffAtTimeOfDay.isActivated === true;
    case "SEASONALITY":
      return sku.seasonality?.turnAdsOffAtTimeOfYear.isActivated === true;
    case "SEASONAL_BUDGET":
      return sku.seasonality?.increaseDailyBudgetAtTimeOfYear.isActivated === true;
    case "KEYWORD_BOOST":
      return extras.boosting;
    case "ORGANIC_SEARCH":
      return extras.organicSearch;
    case "INVENTORY":
      return sku.isAdvertised;
  }
}

/** The setting's frequency for the rules that have one (DAILY when unset); null: the rule runs every hour. */
export function ruleFrequency(rule: AutomationRule, sku: SkuRow): Frequency | null {
  switch (rule) {
    case "NEGATIVE_OPTIMIZATION":
      return sku.negativeOptimization?.frequency ?? "DAILY";
    case "SEARCH_TERM_EXPANSION":
      return sku.searchTermExpansion?.frequency ?? "DAILY";
    case "TARGET_BID_EXPANSION":
      return sku.targetBidExpansion?.frequency ?? "DAILY";
    default:
      return null;
  }
}

const PERIODS: Record<Frequency, (at: Date) => Date> = {
  DAILY: (at) => addDays(at, 1),
  WEEKLY: (at) => addDays(at, 7),
  MONTHLY: (at) => addMonths(at, 1),
  QUARTERLY: (at) => addMonths(at, 3),
};

/**
 * When the job will next run the rule: the next top of the hour for hourly rules (and for a rule
 * never run yet); otherwise the first top of the hour after its last run plus its period, or the
 * next hour when that is already past.
 */
export function nextRunOf(frequency: Frequency | null, lastRunAt: Date | null, now: Date): Date {
  const nextHour = nextTopOfHour(now);
  if (frequency === null || lastRunAt === null) return nextHour;
  const due = new Date(PERIODS[frequency](lastRunAt).getTime() - 1);
  const dueHour = nextTopOfHour(due);
  return dueHour > nextHour ? dueHour : nextHour;
}
