/**
 * Calendar arithmetic in a marketplace's time zone without Intl: the zones the sandbox uses follow
 * the US or EU daylight-saving rules, computed here so results never depend on the host's tz data.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export type TimeZone = "America/Los_Angeles" | "Europe/London" | "Europe/Paris";

interface ZoneRule {
  standardOffsetHours: number;
  dst: "US" | "EU";
}

const ZONES: Record<TimeZone, ZoneRule> = {
  "America/Los_Angeles": { standardOffsetHours: -8, dst: "US" },
  "Europe/London": { standardOffsetHours: 0, dst: "EU" },
  "Europe/Paris": { standardOffsetHours: 1, dst: "EU" },
};

/** UTC milliseconds of the n-th (1-based; -1 = last) Sunday of a month, at a given UTC hour. */
function nthSundayUtc(year: number, month: number, n: number, utcHour: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    const day = 1 + ((7 - first) % 7) + (n - 1) * 7;
    return Date.UTC(year, month, day, utcHour);
  }
  const lastDate = new Date(Date.UTC(year, month + 1, 0));
  const day = lastDate.getUTCDate() - lastDate.getUTCDay();
  return Date.UTC(year, month, day, utcHour);
}

/** Offset from UTC in hours at an instant. */
export function offsetHours(zone: TimeZone, instantMs: number): number {
  const rule = ZONES[zone];
  const year = new Date(instantMs).getUTCFullYear();
  let start: number;
  let end: number;
  if (rule.dst === "US") {
    // 02:00 local standard time on the second Sunday of March to 02:00 local daylight time on the first Sunday of November.
    start = nthSundayUtc(year, 2, 2, 2 - rule.standardOffsetHours);
    end = nthSundayUtc(year, 10, 1, 1 - rule.standardOffsetHours);
  } else {
    // 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October.
    start = nthSundayUtc(year, 2, -1, 1);
    end = nthSundayUtc(year, 9, -1, 1);
  }
  const inDst = instantMs >= start && instantMs < end;
  return rule.standardOffsetHours + (inDst ? 1 : 0);
}

export function isTimeZone(value: string): value is TimeZone {
  return value in ZONES;
}

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** 0..23 */
  hour: number;
  /** 0 = Sunday .. 6 = Saturday */
  dayOfWeek: number;
  /** 1..366 */
  dayOfYear: number;
}

export function localTime(zone: TimeZone, instantMs: number): LocalTime {
  const shifted = new Date(instantMs + offsetHours(zone, instantMs) * HOUR_MS);
  const yearStart = Date.UTC(shifted.getUTCFullYear(), 0, 1);
  const dayStart = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  return {
    date: isoDate(dayStart),
    hour: shifted.getUTCHours(),
    dayOfWeek: shifted.getUTCDay(),
    dayOfYear: 1 + Math.round((dayStart - yearStart) / DAY_MS),
  };
}

export function localDate(zone: TimeZone, instantMs: number): string {
  return localTime(zone, instantMs).date;
}

/** Years whose dates isoDate writes by arithmetic; others (and NaN) go through Date. */
const FOUR_DIGIT_YEARS = { fromMs: Date.parse("0000-01-01T00:00:00Z"), toMs: Date.UTC(10_000, 0, 1) };

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * YYYY-MM-DD of a UTC instant. The market and the bench turn days into dates millions of times a run
 * (every fact row, every planned day): the civil date is computed from the day number (Howard Hinnant's
 * `civil_from_days`) rather than through `Date#toISOString`, which allocates a Date and a 24-character
 * string each time and was a quarter of the optimiser bench's CPU.
 */
export function isoDate(instantMs: number): string {
  if (!(instantMs >= FOUR_DIGIT_YEARS.fromMs && instantMs < FOUR_DIGIT_YEARS.toMs))
    return new Date(instantMs).toISOString().slice(0, 10);
  const z = Math.floor(instantMs / DAY_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, "0")}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Days in each month of a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const digitAt = (text: string, index: number) => text.charCodeAt(index) - 48;
const isDigit = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
};

/** Parses YYYY-MM-DD as UTC midnight; NaN when malformed (a month or day that does not exist too). */
export function parseDate(date: string): number {
  if (date.length !== 10 || date[4] !== "-" || date[7] !== "-") return Number.NaN;
  for (const index of [0, 1, 2, 3, 5, 6, 8, 9]) if (!isDigit(date, index)) return Number.NaN;
  const year = digitAt(date, 0) * 1000 + digitAt(date, 1) * 100 + digitAt(date, 2) * 10 + digitAt(date, 3);
  const month = digitAt(date, 5) * 10 + digitAt(date, 6);
  const day = digitAt(date, 8) * 10 + digitAt(date, 9);
  if (month < 1 || month > 12 || day < 1) return Number.NaN;
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);
  if (day > daysInMonth) return Number.NaN;
  // Date.UTC reads years 0–99 as 1900–1999: set the full year on a Date for those.
  if (year < 100) return new Date(Date.UTC(2000, month - 1, day)).setUTCFullYear(year);
  return Date.UTC(year, month - 1, day);
}

export function addDays(date: string, days: number): string {
  return isoDate(parseDate(date) + days * DAY_MS);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((parseDate(b) - parseDate(a)) / DAY_MS);
}

export function parseInstant(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not an ISO instant: ${iso}`);
  return ms;
}

export function isoInstant(instantMs: number): string {
  return new Date(instantMs).toISOString();
}

/** Absolute simulated hour number (hours since the Unix epoch). */
export function hourIndexOf(instantMs: number): number {
  return Math.floor(instantMs / HOUR_MS);
}
