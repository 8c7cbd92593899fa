/** Per-item errors specific to budgets, dates, bids, targeting setup and products. */
import { cause, error, type MutationError } from "./errors";

export function budgetError(
  reason: "BUDGET_TOO_LOW" | "BUDGET_TOO_HIGH" | "MISSING_BUDGETING_POLICY",
  message: string,
  location: string,
  trigger: unknown,
  limits: { lowerLimit: string; upperLimit: string },
): MutationError {
  return error("budgetError", { reason, message, cause: cause(location, trigger), ...limits });
}

export function dateError(
  reason: string,
  message: string,
  location: string,
  trigger?: string,
): MutationError {
  return error("dateError", { reason, message, cause: cause(location, trigger) });
}

export function biddingError(
  reason: "BID_GT_BUDGET" | "BID_INVALID_PLACEMENT",
  message: string,
  location: string,
  trigger?: unknown,
) {
  return error("biddingError", { reason, message, cause: cause(location, trigger) });
}

export function targetingSetup(reason: string, message: string, location: string): MutationError {
  return error("targetingClauseSetupError", { reason, message, cause: cause(location) });
}

export function productIdentifier(
  reason: "INVALID_SKU" | "INVALID_ASIN",
  message: string,
  location: string,
  trigger?: string,
) {
  return error("productIdentifierError", { reason, message, cause: cause(location, trigger) });
}

export function adEligibility(message: string, location: string, trigger?: string): MutationError {
  return error("adEligibilityError", { reason: "AD_INELIGIBLE", message, cause: cause(location, trigger) });
}
