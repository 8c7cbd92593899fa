/**
 * At the ad limit (code 1002: the month's ad spend is over the plan's cap) the automation makes only
 * changes that lower spend: lower bids and budgets, pauses, negatives, archives (but of a negative).
 * Raises, resumes and new keywords or targets wait until the limit lifts (a paused campaign stays
 * paused until then). The engine applies it to every plan at the limit, whatever the rule.
 */
import type { ChangeAction, ProposedChange } from "../../contracts/automation/change";

export function lowersSpend(change: ChangeAction): boolean {
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

export const onlyLowerSpend = (changes: ProposedChange[]) => changes.filter(lowersSpend);
