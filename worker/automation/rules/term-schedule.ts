/**
 * When a search-term rule is due (issue 16): at its frequency, counted in the SKU's marketplace
 * dates. Shaped like the general schedule helper (schedule.ts) so the two fold together.
 */
import { addMonths, format } from "date-fns";
import type { Frequency } from "../../contracts/advertised-skus/advertised-sku";
import { shiftDate } from "../../contracts/date-range";
import type { RuleClock } from "./rule-input";

/** `YYYY-MM-DD` of an instant in an IANA time zone. */
export function dateInZone(instant: Date, timezone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

const addMonthsTo = (date: string, months: number) =>
  format(addMonths(new Date(`${date}T12:00:00Z`), months), "yyyy-MM-dd");

/** The first marketplace date a rule last run on `lastRunDate` is due again. */
export function nextRunDate(lastRunDate: string, frequency: Frequency): string {
  switch (frequency) {
    case "DAILY":
      return shiftDate(lastRunDate, 1);
    case "WEEKLY":
      return shiftDate(lastRunDate, 7);
    case "MONTHLY":
      return addMonthsTo(lastRunDate, 1);
    case "QUARTERLY":
      return addMonthsTo(lastRunDate, 3);
  }
}

/**
 * Due when it never ran, or when the SKU's today has reached the date one period after the
 * marketplace date of the last run: DAILY the next day, WEEKLY 7 days on, MONTHLY and QUARTERLY one
 * and three calendar months on (the 31st runs next on the month's last day). The first hourly run
 * of that date picks it up.
 */
export function isDueByFrequency(
  frequency: Frequency,
  clock: RuleClock,
  lastRunAt: Date | null,
  timezone: string,
): boolean {
  if (lastRunAt === null) return true;
  return clock.today >= nextRunDate(dateInZone(lastRunAt, timezone), frequency);
}
