import { mutate } from "../amazon/sp-entities";
import { isDuplicateRefusal, isTransientRefusal, itemErrorMessage } from "../amazon/sp-item-error";
import type { ChangeRecord } from "../contracts/automation/change";
import type { Database } from "../db/client";
import { applyBatches } from "./apply-batches";
import { runStatements, type Statement } from "./batch-statements";
import { type ChangeRow, changeRecord } from "./change-rows";
import { markApplied, markFailed } from "./change-status-writes";
import { whyNotApply } from "./entity-checks";
import { existingAdditions } from "./existing-additions";
import { type EntityRef, mirrorKey, mirrorValues, refOf } from "./mirror-values";
import { mirrorWrites } from "./mirror-writes";
import type { ProfileContext } from "./profile-context";
import { allowedPart, type SendAllowance } from "./send-allowance";

/** A change Amazon refused is tried this many times in all (one a run), then left FAILED. */
export const MAX_ATTEMPTS = 3;

export type ApplyOptions = {
  /** The job's moment: appliedAt of what Amazon accepts. */
  now: Date;
  /** Items a call (Amazon takes up to 1,000). */
  batchSize?: number;
  /** Called after each call's results are stored: the records Amazon accepted in it. */
  onApplied?: (applied: ChangeRecord[]) => void | Promise<void>;
  /**
   * Asked before each call to Amazon: what the seller's account lets the automation send now (their
   * plan may have lapsed, or their ad spend reached its limit, since the changes were planned).
   */
  allowance?: () => Promise<SendAllowance>;
};
export type ApplyOutcome = {
  applied: number;
  failed: number;
  stale: number;
  deferred: number;
  refused: number;
};

/**
 * Sends stored changes to Amazon and records each answer. A change whose entity no longer holds its
 * `from` is marked FAILED without a call (changed outside Skupilot: that value is the new baseline).
 * The rest go in batches by SP kind and verb; before each call, what `allowance` no longer lets go
 * is FAILED for good with why (the seller's words) and not sent; after each call, in one D1
 * transaction, each accepted item becomes APPLIED (with the created id for an addition) and the mirror shows it; an item Amazon
 * refused becomes FAILED with its message (tried again by later runs up to MAX_ATTEMPTS); an item
 * throttled stays as it was, for the next run. A thrown error (network, 5xx after retries) stops here
 * and leaves the rest as they are.
 */
export async function applyChanges(
  db: Database,
  context: Pick<ProfileContext, "profileId" | "amazonProfileId" | "client" | "currency">,
  rows: ChangeRow[],
  { now, batchSize, onApplied, allowance }: ApplyOptions,
): Promise<ApplyOutcome> {
  const outcome: ApplyOutcome = { applied: 0, failed: 0, stale: 0, deferred: 0, refused: 0 };
  const refs = rows.flatMap((row) => refOf(row.action, null) ?? []) as EntityRef[];
  const values = await mirrorValues(db, context.profileId, refs);
  const sendable: ChangeRow[] = [];
  const stale: { id: number; error: string }[] = [];
  for (const row of rows) {
    const ref = refOf(row.action, null);
    const why = whyNotApply(
      row.action,
      ref ? values.get(mirrorKey(ref.entityType, ref.entityId)) : undefined,
      context.currency,
    );
    if (why === null) sendable.push(row);
    else stale.push({ id: row.id, error: why });
  }
  outcome.stale = stale.length;
  if (stale.length > 0) await runStatements(db, [markFailed(stale, MAX_ATTEMPTS)]);

  for (const whole of applyBatches(sendable, batchSize)) {
    const { batch, refused: notSent } = allowedPart(whole, (await allowance?.()) ?? "ALL");
    if (notSent.length > 0) {
      await runStatements(db, [markFailed(notSent, MAX_ATTEMPTS)]);
      outcome.refused += notSent.length;
    }
    if (batch.rows.length === 0) continue;
    const result = await mutate(context.client, context.amazonProfileId, batch.kind, batch.verb, batch.items);
    // An addition refused as a duplicate that is on Amazon as sent: an earlier send whose answer was lost.
    const duplicates =
      batch.verb === "create"
        ? await existingAdditions(
            context.client,
            context.amazonProfileId,
            batch.kind,
            result.error
              .filter(isDuplicateRefusal)
              .map((error) => ({ index: error.index, item: batch.items[error.index] })),
          )
        : new Map<number, string>();
    const accepted = [
      ...result.success.map((success) => ({
        index: success.index,
        createdId: batch.verb === "create" ? success.id : null,
      })),
      ...[...duplicates].map(([index, createdId]) => ({ index, createdId })),
    ].flatMap(({ index, createdId }) => {
      const row = batch.rows[index];
      return row ? [{ row, createdId }] : [];
    });
    const refused = result.error.flatMap((error) => {
      const row = batch.rows[error.index];
      if (!row || duplicates.has(error.index)) return [];
      if (isTransientRefusal(error)) {
        outcome.deferred += 1;
        return [];
      }
      return [{ id: row.id, error: itemErrorMessage(error) }];
    });
    // One transaction per call: the log and the mirror agree on what Amazon accepted.
    const statements: Statement[] = [
      ...(accepted.length > 0
        ? [
            markApplied(
              accepted.map(({ row, createdId }) => ({ id: row.id, createdId })),
              now,
            ),
          ]
        : []),
      ...(refused.length > 0 ? [markFailed(refused)] : []),
      ...mirrorWrites(
        context.profileId,
        accepted.map(({ row, createdId }) => ({ action: row.action, campaignId: row.campaignId, createdId })),
        now,
      ),
    ];
    await runStatements(db, statements);
    outcome.applied += accepted.length;
    outcome.failed += refused.length;
    if (accepted.length > 0) {
      await onApplied?.(
        accepted.map(({ row, createdId }) =>
          changeRecord({
            ...row,
            status: "APPLIED",
            appliedAt: now,
            error: null,
            entityId: createdId ?? row.entityId,
          }),
        ),
      );
    }
  }
  return outcome;
}
