/** The Analytics range presets (issue 33), in the profile's marketplace dates. Pure. */
import { type DateRange, lastDays, previousRange, rangeLength } from "@contracts/date-range";
import { endOfMonth, parseISO, startOfMonth, subDays, subMonths } from "date-fns";
import { dateInTimezone } from "../../lib/clock/marketplace-today";
import { toIsoDate } from "../../lib/format";

export const DATE_PRESETS = [
  { value: "TODAY", label: "Today" },
  { value: "YESTERDAY", label: "Yesterday" },
  { value: "LAST_7_DAYS", label: "Last 7 days" },
  { value: "LAST_14_DAYS", label: "Last 14 days" },
  { value: "LAST_30_DAYS", label: "Last 30 days" },
  { value: "MONTH_TO_DATE", label: "Month to date" },
  { value: "LAST_MONTH", label: "Last month" },
  { value: "CUSTOM", label: "Custom" },
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number]["value"];
type FixedPreset = Exclude<DatePreset, "CUSTOM">;

/** The range of a preset on the marketplace's `today` ('YYYY-MM-DD'). */
export function presetRange(preset: FixedPreset, today: string): DateRange {
  const day = parseISO(today);
  switch (preset) {
    case "TODAY":
      return { startDate: today, endDate: today };
    case "YESTERDAY": {
      const yesterday = toIsoDate(subDays(day, 1));
      return { startDate: yesterday, endDate: yesterday };
    }
    case "LAST_7_DAYS":
      return lastDays(today, 7);
    case "LAST_14_DAYS":
      return lastDays(today, 14);
    case "LAST_30_DAYS":
      return lastDays(today, 30);
    case "MONTH_TO_DATE":
      return { startDate: toIsoDate(startOfMonth(day)), endDate: today };
    case "LAST_MONTH": {
      const month = subMonths(day, 1);
      return { startDate: toIsoDate(startOfMonth(month)), endDate: toIsoDate(endOfMonth(month)) };
    }
  }
}

/** A preset's range at the instant `now`, read in the profile's IANA time zone. */
export const presetRangeAt = (preset: FixedPreset, now: Date, timezone: string) =>
  presetRange(preset, dateInTimezone(now, timezone));

/** The preset a range is (the first that matches, so a 1st-of-month 'Today' stays 'Today'); else 'CUSTOM'. */
export function presetOf(range: DateRange, today: string): DatePreset {
  const match = DATE_PRESETS.find(
    (preset) =>
      preset.value !== "CUSTOM" &&
      presetRange(preset.value, today).startDate === range.startDate &&
      presetRange(preset.value, today).endDate === range.endDate,
  );
  return match?.value ?? "CUSTOM";
}

/** The earliest day the presets reach: the first of last month (the calendar itself offers the past month). */
export const earliestPresetDate = (today: string) => presetRange("LAST_MONTH", today).startDate;

/** The legend's name of the period just before `range`: 'previous 30 days', 'previous day'. */
export function previousPeriodLabel(range: DateRange) {
  const days = rangeLength(previousRange(range));
  return days === 1 ? "previous day" : `previous ${days} days`;
}
