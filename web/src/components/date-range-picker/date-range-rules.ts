/** The campaign screens' date rules (spec 000 §5, §9). Dates are 'YYYY-MM-DD' marketplace days. Pure. */

import type { DateRange } from "@contracts/date-range";
import { isValid, parseISO, subDays, subMonths } from "date-fns";
import { formatDisplayDate, toIsoDate } from "../../lib/format";

export type { DateRange };

export const DATE_PLACEHOLDER = "Choose the date";

const isIsoDate = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));

/** The last 7 days: today minus 6 days through today. */
export const defaultDateRange = (today: string): DateRange => ({
  startDate: toIsoDate(subDays(parseISO(today), 6)),
  endDate: today,
});

/** The picker offers today minus one month through today. */
export const selectableDates = (today: string) => ({
  first: toIsoDate(subMonths(parseISO(today), 1)),
  last: today,
});

/**
 * A range from elsewhere (the address bar) when it is whole, ordered and selectable (from `earliest`,
 * by default the picker's first day, through today); else undefined.
 */
export function acceptedRange(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string,
  earliest = selectableDates(today).first,
): DateRange | undefined {
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || startDate > endDate) return undefined;
  return startDate >= earliest && endDate <= today ? { startDate, endDate } : undefined;
}

/** '05 Jan, 2024 – 11 Jan, 2024', or the placeholder while no range is chosen. */
export const dateRangeLabel = (range: Partial<DateRange> | undefined) =>
  range?.startDate && range.endDate
    ? `${formatDisplayDate(range.startDate)} – ${formatDisplayDate(range.endDate)}`
    : DATE_PLACEHOLDER;
