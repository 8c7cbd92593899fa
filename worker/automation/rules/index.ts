import { bidLimits } from "./bid-limits";
import { bidOptimisation } from "./bid-optimisation";
import { budgetSplit } from "./budget-split";
import { dayParting } from "./day-parting";
import { inventory } from "./inventory";
import { keywordBoost } from "./keyword-boost";
import { negativeOptimisation } from "./negative-optimisation";
import { organicSearch } from "./organic-search";
import type { RuleDefinition } from "./rule";
import { searchTermExpansion } from "./search-term-expansion";
import { seasonalBudgetRule } from "./seasonal-budget";
import { seasonality } from "./seasonality";
import { targetBidExpansion } from "./target-bid-expansion";

/**
 * Every rule the hourly job runs, in the order their changes are planned: a later rule sees the
 * changes of an earlier one only through the next run's snapshot, so no two rules touch one field
 * in one run (the planner keeps the first and drops the rest).
 */
export const RULES: RuleDefinition[] = [
  inventory,
  seasonality,
  dayParting,
  seasonalBudgetRule,
  budgetSplit,
  keywordBoost,
  organicSearch,
  bidOptimisation,
  targetBidExpansion,
  negativeOptimisation,
  searchTermExpansion,
  // Last: a bid another rule moves this run is already kept inside by the planner.
  bidLimits,
];
