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

/** YYYY-MM-DD of a UTC instant. */
export function isoDate(instantMs: number): string {
  return new Date(instantMs).toISOString().slice(0, 10);
}

/** Parses YYYY-MM-DD as UTC midnight; NaN when malformed. */
export function parseDate(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || isoDate(ms) !== date ? Number.NaN : ms;
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
