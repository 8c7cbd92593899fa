import type { RuleClock } from "./rules/rule-input";

const WEEKDAYS: Record<string, RuleClock["weekday"]> = {
  Mon: "MON",
  Tue: "TUE",
  Wed: "WED",
  Thu: "THU",
  Fri: "FRI",
  Sat: "SAT",
  Sun: "SUN",
};

/** The moment `now` as the rules read it in the SKU's time zone: its date, hour and weekday there. */
export function ruleClock(now: Date, timeZone: string): RuleClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    now,
    today: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS[parts.weekday as string] ?? "MON",
  };
}

/** The job's run key: the UTC hour of `now`, like `2026-11-25T11`. One plan per profile and key. */
export const runKeyOf = (now: Date) => now.toISOString().slice(0, 13);
