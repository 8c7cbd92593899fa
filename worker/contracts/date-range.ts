/** Report date ranges in marketplace dates (YYYY-MM-DD). Pure. */
import { addDays, differenceInCalendarDays, format } from "date-fns";
/** A range of marketplace days, both ends included, written YYYY-MM-DD. */
export type DateRange = { startDate: string; endDate: string };

/** The default range of the lists and the dashboard: today minus 6 through today (spec 000 §5, §9). */
export const DEFAULT_RANGE_DAYS = 7;

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
export const shiftDate = (date: string, days: number) => format(addDays(noon(date), days), "yyyy-MM-dd");

export const lastDays = (today: string, days = DEFAULT_RANGE_DAYS): DateRange => ({
  startDate: shiftDate(today, -(days - 1)),
  endDate: today,
});

export const rangeLength = ({ startDate, endDate }: DateRange) =>
  differenceInCalendarDays(noon(endDate), noon(startDate)) + 1;

/** The period of the same length just before `range`. */
export function previousRange(range: DateRange): DateRange {
  const length = rangeLength(range);
  return { startDate: shiftDate(range.startDate, -length), endDate: shiftDate(range.startDate, -1) };
}

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = noon(value);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
