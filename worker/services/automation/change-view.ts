import type { AutomationRule, ChangeAction, ProposedChange } from "../../contracts/automation/change";
import type { ChangeField, ChangeValue, PreviewRow } from "../../contracts/automation/change-api";
import { centsToDollars } from "../../contracts/metrics";
import { type ChangeEntities, entityNow, keywordLabel } from "./change-entities";

/** What a change sets, as the API shows it: bids and budgets in dollars, additions by their text or ASIN. */
export function fieldAndValues(action: ChangeAction): {
  field: ChangeField;
  from: ChangeValue;
  to: ChangeValue;
} {
  switch (action.kind) {
    case "SET_BID":
      return { field: "bid", from: centsToDollars(action.fromCents), to: centsToDollars(action.toCents) };
    case "SET_BUDGET":
      return { field: "budget", from: centsToDollars(action.fromCents), to: centsToDollars(action.toCents) };
    case "SET_STATE":
      return { field: "state", from: action.from, to: action.to };
    case "ADD_KEYWORD":
      return { field: "keyword", from: null, to: centsToDollars(action.bidCents) };
    case "ADD_TARGET":
      return { field: "target", from: null, to: centsToDollars(action.bidCents) };
    case "ADD_NEGATIVE_KEYWORD":
      return { field: "negativeKeyword", from: null, to: action.keywordText };
    case "ADD_NEGATIVE_TARGET":
      return { field: "negativeTarget", from: null, to: action.asin };
    case "ARCHIVE":
      return { field: "state", from: "ENABLED", to: "ARCHIVED" };
  }
}

/** The name a seller knows the entity by; for an addition, what it adds. */
export function labelOf(
  loaded: ChangeEntities,
  change: { campaignId: string; entityId: string | null; action: ChangeAction },
): string {
  const { action } = change;
  switch (action.kind) {
    case "ADD_KEYWORD":
      return keywordLabel(action.keywordText, action.matchType);
    case "ADD_TARGET":
      return `ASIN ${action.asin}`;
    case "ADD_NEGATIVE_KEYWORD":
      return keywordLabel(action.keywordText, "negative exact");
    case "ADD_NEGATIVE_TARGET":
      return `ASIN ${action.asin} (negative)`;
    default: {
      const now = entityNow(loaded, change);
      if (now) return now.label;
      return `${action.entityType.toLowerCase().replace("_", " ")} ${action.entityId}`;
    }
  }
}

/** A change as planned or proposed: the action apart from what the log says about it. */
export type ChangeLine = {
  action: ChangeAction;
  rule: AutomationRule;
  skuId: number;
  campaignId: string;
  reason: string;
  /** The entity changed, or what an addition created once applied. */
  entityId: string | null;
};

export const lineOfProposal = ({
  rule,
  skuId,
  campaignId,
  reason,
  ...action
}: ProposedChange): ChangeLine => ({
  action,
  rule,
  skuId,
  campaignId,
  reason,
  entityId: "entityId" in action ? action.entityId : null,
});

/** A change as one line of the Preview (or the shared part of a History line). */
export function previewRowOf(loaded: ChangeEntities, change: ChangeLine, sku: string): PreviewRow {
  return {
    skuId: change.skuId,
    sku,
    campaignId: change.campaignId,
    campaignName: loaded.campaigns.get(change.campaignId) ?? null,
    entityType: change.action.entityType,
    entityId: change.entityId,
    entityLabel: labelOf(loaded, change),
    ...fieldAndValues(change.action),
    rule: change.rule,
    reason: change.reason,
  };
}
