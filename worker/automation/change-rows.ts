import type { ChangeRecord, ProposedChange } from "../contracts/automation/change";
import type { automationChanges } from "../db/automation-schema";
import { changeKeyOf, entityIdOf } from "./change-key";

export type ChangeRow = typeof automationChanges.$inferSelect;
type NewChangeRow = typeof automationChanges.$inferInsert;

/** The action alone, as the row's `action` column stores it (the rule, SKU, campaign and reason have their own columns). */
function actionOf(change: ProposedChange): ChangeRow["action"] {
  const { rule: _rule, skuId: _skuId, campaignId: _campaignId, reason: _reason, ...action } = change;
  return action as ChangeRow["action"];
}

/** A proposed change as a PLANNED row of the change log (the stored plan). */
export function plannedRow(
  profileId: number,
  runKey: string,
  change: ProposedChange,
  plannedAt: Date,
  changeKey = changeKeyOf(change),
): NewChangeRow {
  return {
    profileId,
    advertisedSkuId: change.skuId,
    campaignId: change.campaignId,
    runKey,
    changeKey,
    rule: change.rule,
    kind: change.kind,
    entityType: change.entityType,
    entityId: entityIdOf(change),
    action: actionOf(change),
    reason: change.reason,
    status: "PLANNED",
    plannedAt,
  };
}

const isAddition = (row: ChangeRow) => row.kind.startsWith("ADD_");

/** A stored row as the rules and the API read it. */
export function changeRecord(row: ChangeRow): ChangeRecord {
  return {
    ...row.action,
    rule: row.rule,
    skuId: row.advertisedSkuId,
    campaignId: row.campaignId,
    reason: row.reason,
    id: row.id,
    profileId: row.profileId,
    runKey: row.runKey,
    status: row.status,
    createdEntityId: isAddition(row) ? row.entityId : null,
    error: row.error,
    plannedAt: row.plannedAt,
    appliedAt: row.appliedAt,
  } as ChangeRecord;
}
