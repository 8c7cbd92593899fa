/**
 * A cool-down after a bid change: the automation leaves a bid it moved alone for COOL_DOWN_DAYS local
 * days (the day of the change and the next), so the new bid's clicks and their late orders reach the
 * reports before it is judged again. Counted in local dates, not hours, so a daily run that starts an
 * hour later than yesterday's does not skip a day.
 */

import { localDate } from "../../clock/zone-clock";
import type { AutomationRule } from "../../contracts/automation/change";
import { shiftDate } from "../../contracts/date-range";
import type { SkuSnapshot } from "./rule-input";

export const COOL_DOWN_DAYS = 2;

/** Entity ids whose bid `rule` changed (planned, applied or undone; not failed) inside the cool-down. */
export function coolingDown(
  snapshot: SkuSnapshot,
  rule: AutomationRule,
  today: string,
  days = COOL_DOWN_DAYS,
): Set<string> {
  const since = shiftDate(today, -(days - 1));
  const ids = new Set<string>();
  for (const change of snapshot.history) {
    if (change.rule !== rule || change.kind !== "SET_BID" || change.status === "FAILED") continue;
    if (localDate(change.plannedAt, snapshot.settings.timezone) >= since) ids.add(change.entityId);
  }
  return ids;
}
