import { lastDays, shiftDate } from "../../contracts/date-range";
import type { DayRange } from "../assistant";

/** A range the seller named (or the intent's default), with the words the answer uses for it. */
export type NamedRange = DayRange & { label: string };

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

const rangeOfLast = (today: string, days: number, label: string): NamedRange => {
  const { startDate, endDate } = lastDays(today, days);
  return { from: startDate, to: endDate, label };
};

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** Monday of the date's week (dates read at noon UTC, so no zone shifts the day). */
function mondayOf(date: string) {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/**
 * The first date range the text names, relative to the marketplace's `today` (both ends included):
 * "last/past N days|weeks|months", "last week|month" (the 7 or 30 days to today), "this week|month"
 * (so far), "yesterday", "today". Undefined when it names none.
 */
export function rangeIn(text: string, today: string): NamedRange | undefined {
  const lower = text.toLowerCase();
  const counted = /\b(?:last|past|previous)\s+(\d{1,3})\s+(day|week|month)s?\b/.exec(lower);
  if (counted) {
    const days = Number(counted[1]) * (UNIT_DAYS[counted[2] ?? "day"] ?? 1);
    if (days >= 1 && days <= 366) return rangeOfLast(today, days, `the last ${days} days`);
  }
  if (/\byesterday\b/.test(lower)) {
    const day = shiftDate(today, -1);
    return { from: day, to: day, label: "yesterday" };
  }
  if (/\btoday\b/.test(lower)) return { from: today, to: today, label: "today" };
  if (/\bthis month\b|\bmonth to date\b/.test(lower))
    return { from: monthStart(today), to: today, label: "this month" };
  if (/\bthis week\b/.test(lower)) return { from: mondayOf(today), to: today, label: "this week" };
  if (/\b(?:last|past) week\b/.test(lower)) return rangeOfLast(today, 7, "the last 7 days");
  if (/\b(?:last|past) month\b/.test(lower)) return rangeOfLast(today, 30, "the last 30 days");
  if (/\b(?:last|past) (?:quarter|3 months)\b/.test(lower)) return rangeOfLast(today, 90, "the last 90 days");
  return undefined;
}

/** The text's range, else the last `days` days. */
export const rangeOrLast = (text: string, today: string, days: number): NamedRange =>
  rangeIn(text, today) ?? rangeOfLast(today, days, `the last ${days} days`);
