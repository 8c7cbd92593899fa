import type { ProposedChange } from "../contracts/automation/change";

/**
 * At the ad limit (code 1002) the automation may only make changes that cannot raise spend: lower
 * bids and budgets, pauses, negatives and archives. (spend-guard's `onlyLowerSpend` in rules/ is the
 * rules' own version; this is the engine's last word before anything is stored.)
 */
export function lowersSpend(change: ProposedChange): boolean {
  switch (change.kind) {
    case "SET_BID":
    case "SET_BUDGET":
      return change.toCents < change.fromCents;
    case "SET_STATE":
      return change.to === "PAUSED";
    case "ADD_NEGATIVE_KEYWORD":
    case "ADD_NEGATIVE_TARGET":
      return true;
    case "ARCHIVE":
      return change.entityType !== "NEGATIVE_KEYWORD" && change.entityType !== "NEGATIVE_TARGET";
    case "ADD_KEYWORD":
    case "ADD_TARGET":
      return false;
  }
}

export const lowerSpendOnly = (changes: ProposedChange[]) => changes.filter(lowersSpend);
