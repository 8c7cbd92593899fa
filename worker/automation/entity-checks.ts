import type { ChangeAction, ChangeEntityType } from "../contracts/automation/change";
import { formatCents } from "../contracts/money";
import type { MirrorValue } from "./mirror-values";

const NAMES: Record<ChangeEntityType, string> = {
  CAMPAIGN: "campaign",
  PRODUCT_AD: "product ad",
  KEYWORD: "keyword",
  TARGET: "target",
  NEGATIVE_KEYWORD: "negative keyword",
  NEGATIVE_TARGET: "negative target",
};

/**
 * The field a change sets, as the mirror holds it now and as the change expects it: "the bid is now
 * $0.85" (in the profile's currency: "£0.85").
 */
function valueNow(
  action: ChangeAction,
  value: MirrorValue,
  currency: string,
): { now: string | number | undefined; text: string } {
  const money = (cents: number) => formatCents(cents, currency);
  switch (action.kind) {
    case "SET_BID":
      return { now: value.bidCents, text: `the bid is now ${money(value.bidCents ?? 0)}` };
    case "SET_BUDGET":
      return { now: value.budgetCents, text: `the daily budget is now ${money(value.budgetCents ?? 0)}` };
    default:
      return { now: value.state, text: `the ${NAMES[action.entityType]} is now ${value.state}` };
  }
}

const expected = (action: ChangeAction, side: "from" | "to") => {
  switch (action.kind) {
    case "SET_BID":
    case "SET_BUDGET":
      return side === "from" ? action.fromCents : action.toCents;
    case "SET_STATE":
      return action[side];
    default:
      return undefined;
  }
};

/**
 * Why a planned change may no longer be sent: the entity is gone or archived, or it no longer holds
 * the `from` the rule saw (someone changed it outside Skupilot; that value is the new baseline).
 * Null: apply it. Additions are checked by Amazon (a duplicate is refused).
 */
export function whyNotApply(
  action: ChangeAction,
  value: MirrorValue | undefined,
  currency: string,
): string | null {
  if (action.kind.startsWith("ADD_") || action.kind === "ARCHIVE") return null;
  if (!value || value.state === "ARCHIVED") return `The ${NAMES[action.entityType]} is no longer on Amazon.`;
  const { now, text } = valueNow(action, value, currency);
  return now === expected(action, "from") ? null : `Changed outside Skupilot since planned: ${text}.`;
}

/**
 * Why an applied change can no longer be undone: the entity no longer holds what the change set (or,
 * for an addition, what it created is gone). Null: the inverse may be applied.
 */
export function whyNotUndo(
  action: ChangeAction,
  value: MirrorValue | undefined,
  currency: string,
): string | null {
  const name = NAMES[action.entityType];
  if (!value || value.state === "ARCHIVED") return `The ${name} is no longer on Amazon; nothing was undone.`;
  if (action.kind.startsWith("ADD_")) return null;
  const { now, text } = valueNow(action, value, currency);
  if (now === expected(action, "to")) return null;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}, changed since; nothing was undone.`;
}
