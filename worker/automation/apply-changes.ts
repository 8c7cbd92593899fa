import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { mutate } from "../amazon/sp-entities";
import { isTransientRefusal, itemErrorMessage } from "../amazon/sp-item-error";
import type { ChangeRecord } from "../contracts/automation/change";
import { automationChanges } from "../db/automation-schema";
import type { Database } from "../db/client";
import { applyBatches } from "./apply-batches";
import { runStatements } from "./batch-statements";
import { type ChangeRow, changeRecord } from "./change-rows";
import { whyNotApply } from "./entity-checks";
import { type EntityRef, mirrorKey, mirrorValues, refOf } from "./mirror-values";
import { mirrorWrite } from "./mirror-writes";
import type { ProfileContext } from "./profile-context";

/** A change Amazon refused is tried this many times in all (one a run), then left FAILED. */
export const MAX_ATTEMPTS = 3;

export type ApplyOptions = {
  /** The job's moment: appliedAt of what Amazon accepts. */
  now: Date;
  /** Items a call (Amazon takes up to 1,000). */
  batchSize?: number;
  /** Called after each call's results are stored: the records Amazon accepted in it. */
  onApplied?: (applied: ChangeRecord[]) => void | Promise<void>;
};
export type ApplyOutcome = { applied: number; failed: number; stale: number; deferred: number };

const setStatus = (db: Database, id: number, set: SQLiteUpdateSetSource<typeof automationChanges>) =>
  db.update(automationChanges).set(set).where(eq(automationChanges.id, id));
const nextAttempt = sql`${automationChanges.attempts} + 1`;

/**
 * Sends stored changes to Amazon and records each answer. A change whose entity no longer holds its
 * `from` is marked FAILED without a call (changed outside Skupilot: that value is the new baseline).
 * The rest go in batches by SP kind and verb; after each call, in one D1 transaction, each accepted
 * item becomes APPLIED (with the created id for an addition) and the mirror shows it; an item Amazon
 * refused becomes FAILED with its message (tried again by later runs up to MAX_ATTEMPTS); an item
 * throttled stays as it was, for the next run. A thrown error (network, 5xx after retries) stops here
 * and leaves the rest as they are.
 */
export async function applyChanges(
  db: Database,
  context: Pick<ProfileContext, "profileId" | "amazonProfileId" | "client">,
  rows: ChangeRow[],
  { now, batchSize, onApplied }: ApplyOptions,
): Promise<ApplyOutcome> {
  const outcome: ApplyOutcome = { applied: 0, failed: 0, stale: 0, deferred: 0 };
  const refs = rows.flatMap((row) => refOf(row.action, null) ?? []) as EntityRef[];
  const values = await mirrorValues(db, context.profileId, refs);
  const sendable: ChangeRow[] = [];
  const staleStatements: BatchItem<"sqlite">[] = [];
  for (const row of rows) {
    const ref = refOf(row.action, null);
    const why = whyNotApply(
      row.action,
      ref ? values.get(mirrorKey(ref.entityType, ref.entityId)) : undefined,
    );
    if (why === null) sendable.push(row);
    else {
      outcome.stale += 1;
      staleStatements.push(setStatus(db, row.id, { status: "FAILED", error: why, attempts: MAX_ATTEMPTS }));
    }
  }
  await runStatements(db, staleStatements);

  for (const batch of applyBatches(sendable, batchSize)) {
    const result = await mutate(context.client, context.amazonProfileId, batch.kind, batch.verb, batch.items);
    const statements: BatchItem<"sqlite">[] = [];
    const applied: ChangeRecord[] = [];
    for (const success of result.success) {
      const row = batch.rows[success.index];
      if (!row) continue;
      const createdId = batch.verb === "create" ? success.id : null;
      statements.push(
        setStatus(db, row.id, {
          status: "APPLIED",
          appliedAt: now,
          error: null,
          attempts: nextAttempt,
          ...(createdId ? { entityId: createdId } : {}),
        }),
      );
      const write = mirrorWrite(db, context.profileId, row.action, row.campaignId, createdId);
      if (write) statements.push(write);
      applied.push(
        changeRecord({
          ...row,
          status: "APPLIED",
          appliedAt: now,
          error: null,
          entityId: createdId ?? row.entityId,
        }),
      );
    }
    for (const error of result.error) {
      const row = batch.rows[error.index];
      if (!row) continue;
      if (isTransientRefusal(error)) {
        outcome.deferred += 1;
        continue;
      }
      outcome.failed += 1;
      statements.push(
        setStatus(db, row.id, { status: "FAILED", error: itemErrorMessage(error), attempts: nextAttempt }),
      );
    }
    await runStatements(db, statements);
    outcome.applied += applied.length;
    if (applied.length > 0) await onApplied?.(applied);
  }
  return outcome;
}
