/**
 * Calendar arithmetic on marketplace dates (`YYYY-MM-DD`), with no time zone: each date is read as
 * noon in the runtime's own zone, so date-fns's day and month steps never cross a midnight.
 */
import { addDays, addMonths, differenceInCalendarDays, format } from "date-fns";

function noonOf(date: string) {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, 12);
}
const written = (date: Date) => format(date, "yyyy-MM-dd");

export const plusDays = (date: string, days: number) => written(addDays(noonOf(date), days));

/** `months` calendar months on, clamped at a month's end: 2028-01-31 + 1 → 2028-02-29. */
export const plusMonths = (date: string, months: number) => written(addMonths(noonOf(date), months));

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => differenceInCalendarDays(noonOf(to), noonOf(from));
