/**
 * What a rule reads back from the change log (snapshot.history, newest first) to put back only what
 * it changed itself: the pause it made, the value it started from. A change that never took effect
 * (PLANNED, FAILED) is skipped; an undone one, or the undo itself, means the seller took it back.
 */

import { localDate } from "../../clock/zone-clock";
import type { AutomationRule, ChangeRecord } from "../../contracts/automation/change";

const entityOf = (change: ChangeRecord) => ("entityId" in change ? change.entityId : null);

/** The rule's settled changes (applied, undone, or undoing) per entity id, newest first. */
export function ownChangesByEntity(history: ChangeRecord[], rule: AutomationRule) {
  const byEntity = new Map<string, ChangeRecord[]>();
  for (const change of history) {
    const entityId = entityOf(change);
    if (change.rule !== rule || entityId === null) continue;
    if (change.status !== "APPLIED" && change.status !== "UNDONE") continue;
    const changes = byEntity.get(entityId);
    if (changes) changes.push(change);
    else byEntity.set(entityId, [change]);
  }
  return byEntity;
}

/** The seller undid it (status UNDONE), or it is the undo of an earlier change. */
export const isTakenBack = (change: ChangeRecord) =>
  change.status === "UNDONE" || change.runKey.startsWith("undo:");

/** The rule's newest change on the entity is its own pause, still standing: the pause to put back. */
export function standingPause(changes: ChangeRecord[] | undefined): ChangeRecord | null {
  const latest = changes?.[0];
  if (!latest || isTakenBack(latest)) return null;
  return latest.kind === "SET_STATE" && latest.to === "PAUSED" ? latest : null;
}

/** The local date the change was made on. */
export const changeDate = (change: ChangeRecord, timezone: string) =>
  localDate(change.appliedAt ?? change.plannedAt, timezone);

const centsOf = (change: ChangeRecord) =>
  change.kind === "SET_BID" || change.kind === "SET_BUDGET"
    ? { fromCents: change.fromCents, toCents: change.toCents }
    : null;

/**
 * The bid or budget the entity had before the rule's unbroken run of changes that led to `current`
 * (each one starting where the one before it ended): the rule's own starting point, so a level it
 * sets is always measured from there and never compounds. When someone else changed the value
 * after the rule did (or the seller undid it) the run is broken and `current` is the new start.
 */
export function valueBeforeRule(changes: ChangeRecord[] | undefined, current: number): number {
  let start = current;
  for (const change of changes ?? []) {
    const cents = centsOf(change);
    if (!cents || isTakenBack(change) || cents.toCents !== start) break;
    start = cents.fromCents;
  }
  return start;
}
