import { addHours } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { ApiError } from "../contracts/api-error";
import type { ChangeAction, ChangeRecord, ProposedChange } from "../contracts/automation/change";
import type { ChangeMember } from "../contracts/automation/change-author";
import { AUTOMATION_HOLD_HOURS } from "../contracts/automation/holds";
import { automationChanges, automationHolds } from "../db/automation-schema";
import type { Database } from "../db/client";
import { applyChanges } from "./apply-changes";
import { type ChangeRow, changeRecord, plannedRow } from "./change-rows";
import { whyNotUndo } from "./entity-checks";
import { inverseOf } from "./inverse";
import { whileNoRunOn } from "./lease";
import { type EntityRef, mirrorKey, mirrorValues, refOf } from "./mirror-values";
import { profileContext, profileCurrency } from "./profile-context";

const notUndoable = (why: string) => new ApiError(1010, why);

async function changeOf(db: Database, profileId: number, changeId: number) {
  const row = await db
    .select()
    .from(automationChanges)
    .where(and(eq(automationChanges.id, changeId), eq(automationChanges.profileId, profileId)))
    .get();
  if (!row) throw new ApiError(1006, "This change does not exist for this profile.");
  return row;
}

function refuseUnlessApplied(row: ChangeRow) {
  if (row.undoesChangeId !== null)
    throw notUndoable("An undo cannot itself be undone; change the value again instead.");
  if (row.status === "UNDONE") throw notUndoable("This change was undone already.");
  if (row.status !== "APPLIED")
    throw notUndoable("This change was never applied on Amazon; there is nothing to undo.");
}

/**
 * Undoes an applied change on Amazon: a bid, state or budget set back, or what an addition created
 * archived — only while the entity still holds what the change set (otherwise 1010 says what it holds
 * now). The undo is logged as a change of its own (run key `undo:<id>`), the original becomes UNDONE,
 * and the entity is held off the automation for AUTOMATION_HOLD_HOURS so the next run does not redo it.
 * While an automation run is sending changes on the profile, the seller is asked to try again (429/1007).
 * The undo is logged as `by`'s, the member who asked for it.
 */
export async function undoChange(
  db: Database,
  env: Env,
  profileId: number,
  changeId: number,
  now: Date,
  by: ChangeMember,
): Promise<ChangeRecord> {
  const original = await changeOf(db, profileId, changeId);
  refuseUnlessApplied(original);
  const createdId = original.kind.startsWith("ADD_") ? original.entityId : null;
  const inverse = inverseOf(original.action, createdId);
  const ref = refOf(original.action, createdId);
  if (!inverse || !ref) throw notUndoable("This change cannot be reversed.");
  // Under the profile's automation lease from the check on: a run in flight could otherwise set the
  // entity again between the check and the undo, or right after it.
  return whileNoRunOn(db, [profileId], () => sendUndo(db, env, original, { inverse, ref, by }, now));
}

/** The undo itself, the lease held: checks the entity still holds what the change set, then sends. */
async function sendUndo(
  db: Database,
  env: Env,
  original: ChangeRow,
  { inverse, ref, by }: { inverse: ChangeAction; ref: EntityRef; by: ChangeMember },
  now: Date,
): Promise<ChangeRecord> {
  const { profileId, id: changeId } = original;
  const values = await mirrorValues(db, profileId, [ref]);
  const currency = await profileCurrency(db, profileId);
  const why = whyNotUndo(original.action, values.get(mirrorKey(ref.entityType, ref.entityId)), currency);
  if (why) throw notUndoable(why);

  const context = await profileContext(db, env, profileId);
  if (!context)
    throw new ApiError(
      1004,
      "Amazon no longer accepts this account's authorisation. Please reconnect it in Settings.",
    );
  const record = changeRecord(original);
  const change = {
    ...inverse,
    rule: record.rule,
    skuId: record.skuId,
    campaignId: record.campaignId,
    reason: `Undo of change ${changeId}: ${record.reason}`,
  } as ProposedChange;
  const [undo] = await db
    .insert(automationChanges)
    // The member asked for the undo: the log says so, whoever made the change undone.
    .values({
      ...plannedRow(profileId, `undo:${changeId}`, change, now, "undo"),
      undoesChangeId: changeId,
      actor: "SELLER",
      actorUserId: by.userId,
      actorName: by.name,
    })
    .onConflictDoNothing()
    .returning();
  if (!undo) throw notUndoable("This change is being undone already.");

  // A failed attempt is not kept: the seller sees why and may try again (the run key stays free).
  const forget = () => db.delete(automationChanges).where(eq(automationChanges.id, undo.id));
  try {
    await applyChanges(db, context, [undo], { now });
  } catch {
    await forget();
    throw new ApiError(1008, "Amazon did not answer; nothing was undone. Please try again in a moment.");
  }
  const done = await db.select().from(automationChanges).where(eq(automationChanges.id, undo.id)).get();
  if (done?.status !== "APPLIED") {
    await forget();
    throw new ApiError(1008, `Amazon refused the undo: ${done?.error ?? "it was busy; please try again"}`);
  }
  const until = addHours(now, AUTOMATION_HOLD_HOURS);
  await db.batch([
    db.update(automationChanges).set({ status: "UNDONE" }).where(eq(automationChanges.id, changeId)),
    db
      .insert(automationHolds)
      .values({ profileId, entityId: ref.entityId, until })
      .onConflictDoUpdate({
        target: [automationHolds.profileId, automationHolds.entityId],
        set: { until: sql`max(${automationHolds.until}, ${until.getTime()})` },
      }),
  ]);
  return changeRecord(done);
}
