import type { AutomationRule, ChangeAction, ProposedChange } from "../../contracts/automation/change";
import type { PreviewRow } from "../../contracts/automation/change-api";
import { fieldAndValues } from "../../contracts/automation/change-fields";
import { keywordLabel } from "../../contracts/sku-targets/entity-labels";
import { type ChangeEntities, entityNow } from "./change-entities";

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
      return keywordLabel(
        action.keywordText,
        action.matchType === "NEGATIVE_PHRASE" ? "negative phrase" : "negative exact",
      );
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
  /** null: a seller's or a widget's own edit. */
  rule: AutomationRule | null;
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
}: ProposedChange): ChangeLine & { rule: AutomationRule } => ({
  action,
  rule,
  skuId,
  campaignId,
  reason,
  entityId: "entityId" in action ? action.entityId : null,
});

/** A change as one line of the Preview (or the shared part of a History line). */
export function previewRowOf<Line extends ChangeLine>(
  loaded: ChangeEntities,
  change: Line,
  sku: string,
): Omit<PreviewRow, "rule"> & { rule: Line["rule"] } {
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
