/**
 * When the bid rules are due, by local date in the SKU's zone. A small stand-in until the general
 * frequency helper (schedule.ts) lands; it keeps the same meaning: a rule runs in the first hourly
 * job of the day its period has come round.
 */
import { addDays, addMonths, format } from "date-fns";
import type { Frequency } from "../../contracts/advertised-skus/advertised-sku";
import type { RuleClock } from "./rule-input";

const formats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of `moment` in the IANA zone `timezone`. */
export function localDate(moment: Date, timezone: string): string {
  let format = formats.get(timezone);
  if (!format) {
    // A formatter is slow to build and the log holds thousands of changes: one per zone.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formats.set(timezone, format);
  }
  return format.format(moment);
}

const PERIOD: Record<Frequency, (date: Date) => Date> = {
  DAILY: (date) => addDays(date, 1),
  WEEKLY: (date) => addDays(date, 7),
  MONTHLY: (date) => addMonths(date, 1),
  QUARTERLY: (date) => addMonths(date, 3),
};

/** The first local date a rule that last ran on `lastRunDate` runs again. */
export const nextDueDate = (lastRunDate: string, frequency: Frequency) =>
  format(PERIOD[frequency](new Date(`${lastRunDate}T12:00:00Z`)), "yyyy-MM-dd");

/** Due when it never ran, or its period has come round since the local date of its last run. */
export function isDueAt(
  frequency: Frequency,
  timezone: string,
  clock: RuleClock,
  lastRunAt: Date | null,
): boolean {
  if (!lastRunAt) return true;
  return clock.today >= nextDueDate(localDate(lastRunAt, timezone), frequency);
}
