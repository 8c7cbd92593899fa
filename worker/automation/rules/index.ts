import { bidOptimisation } from "./bid-optimisation";
import type { RuleDefinition } from "./rule";
import { targetBidExpansion } from "./target-bid-expansion";

/**
 * Every rule the hourly job runs, in the order their changes are planned: a later rule sees the
 * changes of an earlier one only through the next run's snapshot, so no two rules touch one field
 * in one run (the planner keeps the first and drops the rest).
 */
export const RULES: RuleDefinition[] = [bidOptimisation, targetBidExpansion];
