/** Instants of wall-clock times in a marketplace's IANA zone (workerd runs in UTC). */

/** Minutes the zone is ahead of UTC at `at`. */
function offsetMinutes(timeZone: string, at: Date) {
  const parts: Record<string, string> = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const n = (type: string) => Number(parts[type] ?? 0);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a `YYYY-MM-DD` day starts in the zone. */
export function startOfZonedDay(date: string, timeZone: string): Date {
  const naive = Date.parse(`${date}T00:00:00Z`);
  const first = naive - offsetMinutes(timeZone, new Date(naive)) * 60_000;
  return new Date(naive - offsetMinutes(timeZone, new Date(first)) * 60_000);
}
