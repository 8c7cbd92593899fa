/**
 * Reading an instant in a marketplace's time zone. Intl does the zone arithmetic (DST included), so
 * the answer is right whatever zone the runtime itself is in.
 */
import type { RuleClock } from "./rule-input";

type Weekday = RuleClock["weekday"];
const WEEKDAYS: Record<string, Weekday> = {
  Mon: "MON",
  Tue: "TUE",
  Wed: "WED",
  Thu: "THU",
  Fri: "FRI",
  Sat: "SAT",
  Sun: "SUN",
};

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timezone: string) {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    });
    formats.set(timezone, format);
  }
  return format;
}

/** The moment `now` as the rules read it: the date, hour and weekday in `timezone` (IANA). */
export function ruleClockAt(now: Date, timezone: string): RuleClock {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatIn(timezone).formatToParts(now)) parts[type] = value;
  const weekday = WEEKDAYS[parts.weekday ?? ""];
  if (!weekday) throw new Error(`No weekday for ${now.toISOString()} in ${timezone}`);
  return {
    now,
    today: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
    weekday,
  };
}

/** The `YYYY-MM-DD` date `instant` falls on in `timezone`. */
export const localDate = (instant: Date, timezone: string) => ruleClockAt(instant, timezone).today;
