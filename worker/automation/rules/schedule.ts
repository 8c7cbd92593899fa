/**
 * When a rule with a frequency (spec 001 §5: Daily, Weekly, Monthly, Quarterly) is due, and which
 * days its look-back covers. Counted in the SKU's time zone, by calendar date: the hour of the last
 * run does not matter, so a weekly rule that ran on a Monday at 23:00 runs again the next Monday at
 * the first run after midnight.
 */

import { localDate } from "../../clock/zone-clock";
import type { Frequency } from "../../contracts/advertised-skus/advertised-sku";
import { plusDays, plusMonths } from "./local-dates";
import type { RuleClock } from "./rule-input";

/** The first local date a rule that last ran on `lastRun` may run again. */
export function nextRunDate(frequency: Frequency, lastRun: string): string {
  switch (frequency) {
    case "DAILY":
      return plusDays(lastRun, 1);
    case "WEEKLY":
      return plusDays(lastRun, 7);
    case "MONTHLY":
      return plusMonths(lastRun, 1);
    case "QUARTERLY":
      return plusMonths(lastRun, 3);
  }
}

/**
 * Never run: due. Otherwise due once today (in `timezone`) reaches the last run's date plus one
 * day, seven days, one or three calendar months (Jan 31 + 1 month = Feb 28, or 29 in a leap year).
 */
export function isDueByFrequency(
  frequency: Frequency,
  clock: RuleClock,
  lastRunAt: Date | null,
  timezone: string,
): boolean {
  if (lastRunAt === null) return true;
  return clock.today >= nextRunDate(frequency, localDate(lastRunAt, timezone));
}

/**
 * The look-back of `lookBackDays` days: the complete days before today, `[from, to]` both included
 * (to = yesterday). Today is left out because its figures are still arriving.
 */
export function lookBackDates(clock: RuleClock, lookBackDays: number): [from: string, to: string] {
  const days = Math.max(1, Math.floor(lookBackDays));
  return [plusDays(clock.today, -days), plusDays(clock.today, -1)];
}

/** For the rules that act on the hour (day parting, seasonality, boosts, stock): due at every run. */
export const everyRun = () => true;
