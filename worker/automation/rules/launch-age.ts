/**
 * How long a keyword, target or campaign has run, so a reason never reads "over 14 days" of something
 * launched yesterday (issue 29): a look-back longer than the entity's life is written "since launch,
 * N days". The launch date is the later of its campaign's and its own: the snapshot's launch dates
 * (the campaign's start date, Amazon's creation time of a keyword or target) or, for what the
 * automation added itself, the day Amazon confirmed the addition.
 */

import { localDate } from "../../clock/zone-clock";
import { rangeLength, shiftDate } from "../../contracts/date-range";
import type { SkuSnapshot } from "./rule-input";

/** The launch date of an entity (and its campaign), `YYYY-MM-DD` in the SKU's zone; null: not known. */
export type LaunchDateOf = (entityId: string, campaignId?: string) => string | null;

const later = (a: string | null | undefined, b: string | null | undefined) =>
  (a && b ? (a > b ? a : b) : (a ?? b)) ?? null;

export function launchDates(snapshot: SkuSnapshot): LaunchDateOf {
  const known = snapshot.launchDates ?? {};
  const added = new Map<string, string>();
  for (const change of snapshot.history) {
    if (change.kind !== "ADD_KEYWORD" && change.kind !== "ADD_TARGET") continue;
    if (change.status !== "APPLIED" || !change.createdEntityId || added.has(change.createdEntityId)) continue;
    added.set(
      change.createdEntityId,
      localDate(change.appliedAt ?? change.plannedAt, snapshot.settings.timezone),
    );
  }
  return (entityId, campaignId) =>
    later(known[entityId] ?? added.get(entityId), campaignId === undefined ? null : known[campaignId]);
}

/** Whole days an entity launched on `launchDate` has had before `today` (today, still running, left out). */
export const daysSinceLaunch = (launchDate: string, today: string) =>
  Math.max(0, rangeLength({ startDate: launchDate, endDate: today }) - 1);

/** Is the entity younger than a look-back of `days` complete days before `today`? */
export const youngerThan = (launchDate: string | null, days: number, today: string): launchDate is string =>
  launchDate !== null && launchDate > shiftDate(today, -days);

/** "over 14 days", or "since launch, 3 days" for an entity younger than the look-back ("since launch today"). */
export function periodText(days: number, launchDate: string | null, today: string): string {
  if (!youngerThan(launchDate, days, today)) return `over ${days} days`;
  const age = daysSinceLaunch(launchDate, today);
  if (age === 0) return "since launch today";
  return `since launch, ${age} day${age === 1 ? "" : "s"}`;
}
