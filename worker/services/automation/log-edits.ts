import { entityIdOf, targetOf } from "../../automation/change-key";
import type { ChangeAction } from "../../contracts/automation/change";
import { type ChangeAuthor, NO_RULE } from "../../contracts/automation/change-author";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";

const REASONS: Record<ChangeAuthor["actor"], string> = {
  SELLER: "Your edit in Skupilot.",
  ASSISTANT: "Applied from the assistant's widget in the chat.",
};

/** A fresh batch id for changes made together. */
export const newBatchId = () => crypto.randomUUID();

type Edit = { profileId: number; skuId: number; campaignId: string };

/** One logged edit of `author`, APPLIED now, in run `runKey` and batch `batchId`. */
export function editRow(edit: Edit, action: ChangeAction, author: ChangeAuthor, runKey: string, now: Date) {
  return {
    profileId: edit.profileId,
    advertisedSkuId: edit.skuId,
    campaignId: edit.campaignId,
    runKey,
    changeKey: `${action.kind}:${targetOf(action, edit.campaignId)}`,
    rule: NO_RULE,
    kind: action.kind,
    entityType: action.entityType,
    entityId: entityIdOf(action),
    action,
    reason: REASONS[author.actor],
    status: "APPLIED" as "APPLIED" | "PLANNED",
    plannedAt: now,
    appliedAt: now as Date | null,
    actor: author.actor,
    batchId: author.batchId,
    actorUserId: author.member.userId,
    actorName: author.member.name,
  };
}

/** A fresh run key for edits made together. */
export const editRunKey = () => `edit:${crypto.randomUUID()}`;

/**
 * Writes a seller's or a widget's edit that Amazon accepted into the change log, APPLIED, so the
 * account's log holds every change and Undo can put the old value back (issue 33). Several actions
 * share the author's batch id, or a new one. A campaign that is no SKU's is not logged: the log is per SKU.
 */
export async function logEdits(
  db: Database,
  edit: { profileId: number; skuId: number | null; campaignId: string },
  actions: ChangeAction[],
  author: ChangeAuthor,
  now: Date,
) {
  const { skuId } = edit;
  if (skuId === null || actions.length === 0) return;
  const batchId = author.batchId ?? (actions.length > 1 ? newBatchId() : null);
  const runKey = editRunKey();
  const rows = actions.map((action) =>
    editRow({ ...edit, skuId }, action, { ...author, batchId }, runKey, now),
  );
  await db.insert(automationChanges).values(rows);
}
